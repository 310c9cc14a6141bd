import { Alert, Divider, Skeleton, Stack } from '@mantine/core';
import type { AdminOrderOutput } from '../../../../shared/schemas/orders.ts';
import { OrderDetails } from '../../../components/orders/order-details.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useAdminOrder } from '../hooks/use-admin-orders.ts';
import { OrderMailTimeline } from './order-mail-timeline.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { PaymentReview } from './payment-review.tsx';

type Props = { id: number; fromList: AdminOrderOutput | undefined };

/** One order for the shop: everything the buyer sent, the status and notes to set, and the mails it sent. */
export function OrderDetailPanel({ id, fromList }: Props) {
  const order = useAdminOrder(id, fromList);
  if (order.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading order">
        <Skeleton h={20} w="60%" />
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (order.isError) {
    return <Alert color="red">{errorMessage(order.error, 'An error occurred while fetching orders')}</Alert>;
  }
  return (
    <Stack gap="md">
      <PaymentReview order={order.data} />
      <OrderDetails order={order.data} />
      <Divider />
      <OrderStatusForm key={order.data.id} order={order.data} />
      <Divider />
      <OrderMailTimeline orderId={order.data.id} />
    </Stack>
  );
}
