import { Button, Grid, Modal, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, type OrderStatus } from '../../../../shared/constants.ts';
import { OrderStatusTabs } from '../../../components/orders/order-status-tabs.tsx';
import { FILTER_KEYS, listInput, neighboursInput, type AdminOrdersSearch } from '../admin-orders-search.ts';
import { useAdminOrdersPage } from '../hooks/use-admin-orders.ts';
import { useNewOrders } from '../hooks/use-new-orders.ts';
import { newOrdersAnnouncement, titleWithNewOrders } from '../new-orders.ts';
import { OrderDetailPanel } from './order-detail-panel.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useOrderSelection } from '../order-selection.ts';
import { BulkActions } from './bulk-actions.tsx';
import { OrderList } from './order-list.tsx';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** Below the sticky site header (64 px) with a little air. */
const DETAIL_STICKY_TOP = 80;

type Props = {
  /** The page's title as the browser tab shows it, which the count of new orders goes in front of. */
  documentTitle: string;
  search: AdminOrdersSearch;
  onSearchChange: (patch: Partial<AdminOrdersSearch>) => void;
};

type CountedStatusTabsProps = {
  page: ReturnType<typeof useAdminOrdersPage>;
  status: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
};

/** The counts come with the list they sit above (useAdminOrdersPage), so the two always agree. */
function CountedStatusTabs({ page, status, onChange }: CountedStatusTabsProps) {
  if (page.isPending) return <Skeleton h={42} aria-label="Loading order counts" />;
  // The list below says what went wrong.
  if (page.isError) return null;
  return (
    <OrderStatusTabs
      value={status ?? 'all'}
      counts={page.data.counts}
      allLabel="All Orders"
      onChange={(status) => onChange(status === 'all' ? undefined : status)}
    />
  );
}

/**
 * Order Management (docs/product/screens.md "Order Management"): status tabs with counts, search, a paged list, and the open order beside
 * it, or on a phone (under 768 px) in a full-screen dialog over the list. Live: orders placed or set
 * anywhere refresh it at once; new ones are marked, announced, and counted in the tab's title until seen.
 */
export function AdminOrdersView({ documentTitle, search, onSearchChange }: Props) {
  // Read at once, not after mounting, so a phone never flashes the side-by-side layout.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const list = useAdminOrdersPage(search);
  const openId = search.order;
  const filtered = Boolean(search.status || FILTER_KEYS.some((key) => search[key]));
  const shownOrders = list.isPlaceholderData ? undefined : list.data?.orders;
  const shownIds = useMemo(() => shownOrders?.map((order) => order.id) ?? [], [shownOrders]);
  const newOrders = useNewOrders({ shownIds, listInView: !(isPhone && openId !== undefined), openId });
  const [selecting, setSelecting] = useState(false);
  const selection = useOrderSelection();

  const detail = openId !== undefined && (
    <OrderDetailPanel
      id={openId}
      fromList={list.data?.orders.find((order) => order.id === openId)}
      neighboursInput={neighboursInput(search, openId)}
      // The list follows to the neighbour's page, so on a wide screen its row is in view and marked.
      onOpen={(neighbour) => onSearchChange({ order: neighbour.id, page: neighbour.page === 1 ? undefined : neighbour.page })}
    />
  );
  const bulk = selecting ? (
    <BulkActions
      selection={selection}
      shownIds={shownIds}
      onDone={() => {
        selection.clear();
        setSelecting(false);
      }}
    />
  ) : (
    <Button variant="light" h={44} leftSection={<IconChecklist size={16} />} onClick={() => setSelecting(true)} w="fit-content">
      Select orders
    </Button>
  );
  const orderList = (
    <OrderList
      selection={selecting ? selection : undefined}
      list={list}
      listKey={JSON.stringify(listInput(search))}
      filtered={filtered}
      selectedId={openId}
      newIds={newOrders.highlighted}
      onSelect={(id) => onSearchChange({ order: id })}
      onPageChange={(page) => {
        onSearchChange({ page: page === 1 ? undefined : page });
        window.scrollTo({ top: 0 });
      }}
    />
  );

  const filters = (
    <OrderFilters
      search={search}
      filtered={filtered}
      isPhone={isPhone}
      onFilter={(patch) => onSearchChange({ ...patch, page: undefined })}
      onClear={() => onSearchChange({ status: undefined, search: undefined, from: undefined, to: undefined, payment_method: undefined, page: undefined })}
    />
  );

  return (
    <Stack gap="md">
      {/* Mounted after the page's own title, React puts it first in the head, where the browser reads it. */}
      {newOrders.unseenCount > 0 && <title>{titleWithNewOrders(documentTitle, newOrders.unseenCount)}</title>}
      <VisuallyHidden role="status" aria-live="polite">
        {newOrdersAnnouncement(newOrders.arrivals)}
      </VisuallyHidden>
      <OfflineNotice loadedAt={list.data ? Date.parse(list.data.read_at) : null} />
      <CountedStatusTabs page={list} status={search.status} onChange={(status) => onSearchChange({ status, page: undefined })} />
      {isPhone ? (
        <>
          {filters}
          {bulk}
          {orderList}
          <Modal
            opened={openId !== undefined}
            onClose={() => onSearchChange({ order: undefined })}
            title={`Order #${openId ?? ''}`}
            fullScreen
            closeButtonProps={{ size: 'xl', 'aria-label': 'Close' }} // a thumb's target
          >
            {detail}
          </Modal>
        </>
      ) : (
        <Grid gap="lg">
          {/* The filters head the list's column, so the open order (its proof first) starts under the tabs, in view. */}
          <Grid.Col span={5}>
            <Stack gap="md">
              {filters}
              {bulk}
              {orderList}
            </Stack>
          </Grid.Col>
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
