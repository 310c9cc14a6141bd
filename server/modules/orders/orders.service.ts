import { userBuyer, type Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import type { Storage, StoredObject } from '../../storage/storage.ts';
import { toOrderWithoutProofUrl, type OrderWithoutProofUrl } from './order-output.ts';
import { Order } from './order.entity.ts';

/** A buyer's orders only: a user's by account, a guest's by guest id (and never a user's). */
export function ownedBy(buyer: Buyer) {
  return buyer.kind === 'user' ? { user: Number(buyer.id) } : { guestId: buyer.id, user: null };
}

/**
 * Whose order it is, as `ownedBy` finds it: its account, else its guest. Null only for an order whose
 * account is gone (its foreign key sets null; no code deletes accounts today).
 */
export function buyerOfOrder(order: Order): Buyer | null {
  if (order.user) return userBuyer(order.user.id);
  return order.guestId ? { kind: 'guest', id: order.guestId } : null;
}

export async function listOrders(em: Em, buyer: Buyer): Promise<OrderWithoutProofUrl[]> {
  const orders = await em.find(Order, ownedBy(buyer), {
    populate: ['items', 'items.product', 'user'],
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  return orders.map(toOrderWithoutProofUrl);
}

async function ownOrder(em: Em, buyer: Buyer, id: number): Promise<Order> {
  // Someone else's order reads exactly like a missing one: no hint that the id exists.
  const order = await em.findOne(Order, { id, ...ownedBy(buyer) }, { populate: ['items', 'items.product', 'user'] });
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

export async function getOrder(em: Em, buyer: Buyer, id: number): Promise<OrderWithoutProofUrl> {
  return toOrderWithoutProofUrl(await ownOrder(em, buyer, id));
}

export async function orderProof(em: Em, storage: Storage, buyer: Buyer, id: number): Promise<StoredObject> {
  const order = await ownOrder(em, buyer, id);
  const proof = await storage.get(order.paymentProofKey);
  if (!proof) throw new NotFoundError('Proof of payment not found');
  return proof;
}
