import { formatPeso } from '../../../shared/money.ts';
import type { OwnerPush } from '../../../shared/schemas/push.ts';
import type { Order } from './order.entity.ts';

/** The owner's orders open on this one, as the new-order mail links it. */
const orderDeskUrl = (orderId: number) => `/admin-orders?order=${orderId}`;

/** A buyer placed an order and sent its proof: the owner checks the money. */
export function newOrderPush(order: Pick<Order, 'id' | 'customerName' | 'totalCentavos'>, pieces: number): OwnerPush {
  return {
    title: `New order #${order.id}: ${formatPeso(order.totalCentavos)}`,
    body: `${order.customerName} ordered ${pieces === 1 ? '1 piece' : `${pieces} pieces`}. Check the payment proof.`,
    url: orderDeskUrl(order.id),
    tag: `order-${order.id}`,
  };
}

/** The buyer of an order awaiting a payment fix sent a new proof. */
export function newProofPush(order: Pick<Order, 'id' | 'customerName'>): OwnerPush {
  return {
    title: `New proof for order #${order.id}`,
    body: `${order.customerName} sent a new payment proof. Check it.`,
    url: orderDeskUrl(order.id),
    tag: `order-${order.id}`,
  };
}
