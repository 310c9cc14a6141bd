import type { OrderEventKind } from '../../../shared/constants.ts';
import type { OrderEventOutput } from '../../../shared/schemas/orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { User } from '../users/user.entity.ts';
import { OrderEvent, type OrderEventDetail } from './order-event.entity.ts';
import { Order } from './order.entity.ts';

/** The admin who acted: services are given the signed-in user's id and email (the router's `ctx.user`). */
export type OrderActor = { id: number; email: string };

export type OrderEventInput = { orderId: number; kind: OrderEventKind; detail?: OrderEventDetail };

/**
 * Records what `actor` did to orders, in the caller's transaction: the record stands or falls with
 * the change it describes. Persisted, not flushed; the caller's transaction flushes it.
 */
export function recordOrderEvents(tx: Em, actor: OrderActor, events: readonly OrderEventInput[]): void {
  for (const event of events) {
    tx.create(OrderEvent, {
      order: tx.getReference(Order, event.orderId),
      kind: event.kind,
      actor: tx.getReference(User, actor.id),
      actorEmail: actor.email,
      detail: event.detail ?? {},
    });
  }
}

/** An order's timeline, oldest first. */
export async function listOrderEvents(em: Em, orderId: number): Promise<OrderEventOutput[]> {
  if ((await em.count(Order, { id: orderId })) === 0) throw new NotFoundError('Order not found');
  const events = await em.find(OrderEvent, { order: orderId }, { orderBy: { id: 'asc' } });
  return events.map((event) => ({
    id: event.id,
    kind: event.kind,
    actor_email: event.actorEmail,
    detail: event.detail,
    created_at: event.createdAt.toISOString(),
  }));
}
