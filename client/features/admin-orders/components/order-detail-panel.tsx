import { Alert, Divider, Skeleton, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { AdminOrderOutput, OrderNeighboursInput, OrderNeighboursOutput } from '../../../../shared/schemas/admin-orders.ts';
import { OrderDetails } from '../../../components/orders/order-details.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useAdminOrder } from '../hooks/use-admin-orders.ts';
import { useOrderNeighbours } from '../hooks/use-order-neighbours.ts';
import { OrderFulfilTools } from './order-fulfil-tools.tsx';
import { OrderNeighbours } from './order-neighbours.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PaymentReview } from './payment-review.tsx';

type Neighbour = NonNullable<OrderNeighboursOutput['next']>;

type Props = {
  id: number;
  fromList: AdminOrderOutput | undefined;
  /** The list the order was opened from, for its previous and next order. */
  neighboursInput: OrderNeighboursInput;
  onOpen: (neighbour: Neighbour) => void;
};

/** Stepping to another order in the full-screen dialog starts it at its top, as opening one does. */
function scrollContainerToTop(element: HTMLElement | null): void {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(node).overflowY)) {
      node.scrollTop = 0;
      return;
    }
  }
}

/**
 * One order for the shop, laid out for deciding fast on a phone: previous and next order, then the
 * payment to check (proof, flags, checklist), then the status, note and shipping to set, then
 * everything the buyer sent, then its history (audit events and mails).
 */
export function OrderDetailPanel({ id, fromList, neighboursInput, onOpen }: Props) {
  const order = useAdminOrder(id, fromList);
  const neighbours = useOrderNeighbours(neighboursInput);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => scrollContainerToTop(top.current), [id]);
  const next = neighbours.data?.next ?? null;
  const { online } = useNetwork();

  return (
    <Stack gap="md" ref={top}>
      <OrderNeighbours neighbours={neighbours.data} onOpen={onOpen} />
      {order.isPending && (
        <Stack aria-busy="true" aria-label="Loading order">
          <Skeleton h={20} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
      {order.isError && <Alert color="red">{errorMessage(order.error, 'An error occurred while fetching orders')}</Alert>}
      {order.isSuccess && (
        <>
          {/* Offline, the order is shown as last loaded and nothing in it can be changed (OfflineNotice says so). */}
          <fieldset disabled={!online} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <PaymentReview order={order.data} />
              <OrderStatusForm key={order.data.id} order={order.data} nextOrder={next && { id: next.id, open: () => onOpen(next) }} />
            </Stack>
          </fieldset>
          <Divider />
          <OrderDetails order={order.data} />
          <OrderFulfilTools order={order.data} />
          <Divider />
          <OrderTimeline orderId={order.data.id} />
        </>
      )}
    </Stack>
  );
}
