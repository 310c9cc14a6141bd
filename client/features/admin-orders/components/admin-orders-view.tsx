import { Alert, Grid, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX, type OrderStatus } from '../../../../shared/constants.ts';
import { OrderStatusTabs } from '../../../components/orders/order-status-tabs.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import type { AdminOrdersSearch } from '../admin-orders-search.ts';
import { useAdminOrderCounts, useAdminOrderList } from '../hooks/use-admin-orders.ts';
import { OrderDetailPanel } from './order-detail-panel.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrderList } from './order-list.tsx';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** Below the sticky site header (64 px) with a little air. */
const DETAIL_STICKY_TOP = 80;

type Props = { search: AdminOrdersSearch; onSearchChange: (patch: Partial<AdminOrdersSearch>) => void };

function CountedStatusTabs({ search, onChange }: { search: AdminOrdersSearch; onChange: (status: OrderStatus | undefined) => void }) {
  const counts = useAdminOrderCounts(search);
  if (counts.isPending) return <Skeleton h={42} aria-label="Loading order counts" />;
  if (counts.isError) return <Alert color="red">{errorMessage(counts.error, 'An error occurred while fetching orders')}</Alert>;
  return (
    <OrderStatusTabs
      value={search.status ?? 'all'}
      counts={counts.data}
      allLabel="All Orders"
      onChange={(status) => onChange(status === 'all' ? undefined : status)}
    />
  );
}

/**
 * Order Management (spec §2): status tabs with counts, search, a paged list, and the open order beside
 * it, or on a phone (under 768 px) in a full-screen dialog over the list.
 */
export function AdminOrdersView({ search, onSearchChange }: Props) {
  // Read at once, not after mounting, so a phone never flashes the side-by-side layout.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const list = useAdminOrderList(search);
  const openId = search.order;
  const filtered = Boolean(search.status || search.search);

  const detail = openId !== undefined && (
    <OrderDetailPanel id={openId} fromList={list.data?.orders.find((order) => order.id === openId)} />
  );
  const orderList = (
    <OrderList
      list={list}
      filtered={filtered}
      selectedId={openId}
      onSelect={(id) => onSearchChange({ order: id })}
      onPageChange={(page) => {
        onSearchChange({ page: page === 1 ? undefined : page });
        window.scrollTo({ top: 0 });
      }}
    />
  );

  return (
    <Stack gap="md">
      <CountedStatusTabs search={search} onChange={(status) => onSearchChange({ status, page: undefined })} />
      <OrderFilters
        search={search.search}
        filtered={filtered}
        onSearch={(text) => onSearchChange({ search: text, page: undefined })}
        onClear={() => onSearchChange({ status: undefined, search: undefined, page: undefined })}
      />
      {isPhone ? (
        <>
          {orderList}
          <Modal opened={openId !== undefined} onClose={() => onSearchChange({ order: undefined })} title={`Order #${openId ?? ''}`} fullScreen>
            {detail}
          </Modal>
        </>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={5}>{orderList}</Grid.Col>
          <Grid.Col span={7}>
            <Paper
              key={openId} // each order opens scrolled to its top
              component="section"
              aria-label="Order details"
              withBorder
              radius="md"
              p="lg"
              pos="sticky"
              top={DETAIL_STICKY_TOP}
              mah={`calc(100dvh - ${DETAIL_STICKY_TOP + 16}px)`}
              style={{ overflowY: 'auto' }}
            >
              {detail ? (
                <Stack gap="md">
                  <Title order={2} size="h3">
                    Order #{openId}
                  </Title>
                  {detail}
                </Stack>
              ) : (
                <Text c="dimmed">Select an order to see its details and update its status.</Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
