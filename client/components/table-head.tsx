import { Table } from '@mantine/core';

/** A table's header row from its column names; an empty name is an unlabelled column (actions, image). */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          <Table.Th key={column || index}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
