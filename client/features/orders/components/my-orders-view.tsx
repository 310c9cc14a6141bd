import { Alert, Button, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import { OrderDetails } from '../../../components/orders/order-details.tsx';
import type { StatusFilter } from '../../../components/orders/order-status-tabs.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyOrders } from '../hooks/use-my-orders.ts';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { OrderTracking } from './order-tracking.tsx';

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        {filtered ? (
          <>
            <Title order={3}>No orders found</Title>
            <Text c="dimmed">Try adjusting your filters to see more results.</Text>
          </>
        ) : (
          <>
            <Title order={3}>No Orders Found</Title>
            <Button component={Link} to="/products" mt="sm">
              Browse Products
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

type Props = { status: StatusFilter };

/**
 * The buyer's orders (docs/product/screens.md "My Orders"): a card per order, details in a dialog. The
 * status filter is the link's (`?status=`); no tab bar, as the specification has none in the customer
 * list (audit A-20: six tabs overflowed 360 px).
 */
export function MyOrdersView({ status }: Props) {
  const user = useSession();
  const orders = useMyOrders();
  const [openId, setOpenId] = useState<number | null>(null);
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

  if (orders.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading orders">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={140} radius="md" />
        ))}
      </Stack>
    );
  }
  if (orders.isError) {
    const fallback = user ? 'An error occurred while fetching orders' : 'An error occurred while fetching guest orders';
    return <Alert color="red">{errorMessage(orders.error, fallback)}</Alert>;
  }

  const all = orders.data.orders;
  const shown = status === 'all' ? all : all.filter((order) => order.status === status);
  const open = all.find((order) => order.id === openId);
  return (
    <Stack gap="md">
      {shown.length === 0 ? (
        <EmptyState filtered={status !== 'all'} />
      ) : (
        shown.map((order) => <OrderSummaryCard key={order.id} order={order} onOpen={() => setOpenId(order.id)} />)
      )}
      <Modal opened={open !== undefined} onClose={() => setOpenId(null)} title={open ? `Order #${open.id}` : ''} size="lg" fullScreen={isPhone}>
        {open && (
          <Stack gap="md">
            <OrderTracking order={open} />
            {open.admin_notes && (
              <Alert color="blue" title="Note from the shop">
                {open.admin_notes}
              </Alert>
            )}
            <OrderDetails order={open} withPayment />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
