import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The header row; an empty name is an unlabelled column (actions, image). */
  columns: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The rows. */
  children: ReactNode;
};

/** An admin list as a table: the same header, spacing and hover on every tab. */
export function ListTable({ columns, minWidth, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column || index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
