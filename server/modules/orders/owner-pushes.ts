import { formatPeso } from '../../../shared/money.ts';
import type { OwnerPush } from '../../../shared/schemas/push.ts';
import type { Em } from '../../db/orm.ts';
import { Order } from './order.entity.ts';

/** The owner's orders open on this one, as the new-order mail links it. */
const orderDeskUrl = (orderId: number) => `/admin-orders?order=${orderId}`;

/** The orders waiting for the owner's check, as the header's count says (the app's badge). */
export const pendingOrders = (tx: Em) => tx.count(Order, { status: 'pending' });

/** A buyer placed an order and sent its proof: the owner checks the money. */
export function newOrderPush(order: Pick<Order, 'id' | 'customerName' | 'totalCentavos'>, pieces: number, pending: number): OwnerPush {
  return {
    title: `New order #${order.id}: ${formatPeso(order.totalCentavos)}`,
    body: `${order.customerName} ordered ${pieces === 1 ? '1 piece' : `${pieces} pieces`}. Check the payment proof.`,
    url: orderDeskUrl(order.id),
    tag: `order-${order.id}`,
    pending,
  };
}

/** The buyer of an order awaiting a payment fix sent a new proof. */
export function newProofPush(order: Pick<Order, 'id' | 'customerName'>, pending: number): OwnerPush {
  return {
    title: `New proof for order #${order.id}`,
    body: `${order.customerName} sent a new payment proof. Check it.`,
    url: orderDeskUrl(order.id),
    tag: `order-${order.id}`,
    pending,
  };
}

/** The proof's picture, read in the background, shows another amount than the order asks. */
export function proofAmountDiffersPush(order: Pick<Order, 'id' | 'totalCentavos'>, readCentavos: number, pending: number): OwnerPush {
  return {
    title: `Check the payment of order #${order.id}`,
    body: `Its proof shows ${formatPeso(readCentavos)}; the order asks ${formatPeso(order.totalCentavos)}.`,
    url: orderDeskUrl(order.id),
    tag: `order-${order.id}`,
    pending,
  };
}
