import { Alert, Box, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import type { useAdminOrdersPage } from '../hooks/use-admin-orders.ts';
import { useScrollAnchor } from '../hooks/use-scroll-anchor.ts';
import type { OrderSelection } from '../order-selection.ts';
import { OrderListItem } from './order-list-item.tsx';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';

type Props = {
  list: ReturnType<typeof useAdminOrdersPage>;
  /** Which filters and page the list shows: a refresh of the same one keeps the row in view in place. */
  listKey: string;
  filtered: boolean;
  selectedId: number | undefined;
  /** Orders placed while the page is open, marked New. */
  newIds: readonly number[];
  onSelect: (id: number) => void;
  onPageChange: (page: number) => void;
  /** In selection mode, each row has a box to tick for a bulk action. */
  selection?: OrderSelection;
};


/** The row's box: its label is the thumb's 44 px target, beside the row (a box inside the row's button would be a control in a control). */
function ChooseBox({ id, selection }: { id: number; selection: OrderSelection }) {
  return (
    <Box component="label" w={TAP_TARGET_PX} mih={TAP_TARGET_PX} display="flex" style={{ alignItems: 'center', justifyContent: 'center', flexShrink: 0, cursor: 'pointer' }}>
      <Checkbox aria-label={`Choose order #${id}`} checked={selection.chosen.has(id)} onChange={() => selection.toggle(id)} />
    </Box>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Title order={3}>No orders found</Title>
        {filtered && <Text c="dimmed">Try adjusting your filters to see more results.</Text>}
      </Stack>
    </Paper>
  );
}

/** The page of orders with its loading, error and empty states, and paging below. */
export function OrderList({ list, listKey, filtered, selectedId, newIds, onSelect, onPageChange, selection }: Props) {
  const rows = useRef<HTMLDivElement>(null);
  // The previous filter's orders, kept while the next load, are another list than the one asked for.
  useScrollAnchor(rows, list.isPlaceholderData ? 'previous' : listKey);
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading orders">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} h={104} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="Orders could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(list.error, 'An error occurred while fetching orders')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { data, isPlaceholderData: isStale } = list;
  if (data.orders.length === 0) return <EmptyState filtered={filtered} />;
  return (
    // The previous filter's orders stay, dimmed, until the new ones arrive.
    <Stack ref={rows} gap="sm" style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isStale}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.meta.total === 1 ? '1 order' : `${data.meta.total} orders`}
      </Text>
      {data.orders.map((order) => {
        const row = <OrderListItem key={order.id} order={order} selected={order.id === selectedId} isNew={newIds.includes(order.id)} onSelect={() => onSelect(order.id)} />;
        if (!selection) return row;
        return (
          <Group key={order.id} gap={4} wrap="nowrap" align="center">
            <ChooseBox id={order.id} selection={selection} />
            <Box style={{ flex: 1, minWidth: 0 }}>{row}</Box>
          </Group>
        );
      })}
      {data.meta.last_page > 1 && <ListPagination total={data.meta.last_page} value={data.meta.page} onChange={onPageChange} />}
    </Stack>
  );
}
