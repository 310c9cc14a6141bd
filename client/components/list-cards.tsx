import { Box, Card, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../lib/use-is-phone.ts';
import { ListTable } from './list-table.tsx';

/** One column of an admin list: its header on a wide screen, its label on a phone's card. */
export type ListColumn<T> = { label: string; cell: (item: T) => ReactNode };

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => number;
  columns: readonly ListColumn<T>[];
  /** The row's buttons: the last column of the table, the foot of the card. */
  actions: (item: T) => ReactNode;
  /** The table's width below which it would squeeze its columns (a wide screen only). */
  minWidth: number;
};

/**
 * An admin list: a table on a wide screen, and on a phone one card per row with every column's label
 * beside its value and the row's buttons below, so nothing hides behind a sideways scroll.
 */
export function ListCards<T>({ items, keyOf, columns, actions, minWidth }: Props<T>) {
  const isPhone = useIsPhone();
  if (!isPhone) {
    return (
      <ListTable minWidth={minWidth} columns={[...columns.map((column) => column.label), 'Actions']}>
        {items.map((item) => (
          <Table.Tr key={keyOf(item)}>
            {columns.map((column) => (
              <Table.Td key={column.label}>{column.cell(item)}</Table.Td>
            ))}
            <Table.Td>{actions(item)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card key={keyOf(item)} component="li" withBorder padding="sm" radius="md">
          <Stack gap="sm">
            <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(72px, auto) minmax(0, 1fr)', gap: '6px 12px', alignItems: 'center' }}>
              {columns.map((column) => (
                <div key={column.label} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <Box component="dd" m={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(item)}
                  </Box>
                </div>
              ))}
            </Box>
            {actions(item)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
