import { raw, type QBFilterQuery } from '@mikro-orm/sql';
import type { OrderEventKind } from '../../../shared/admin-constants.ts';
import type { OrderEventOutput } from '../../../shared/schemas/admin-orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { User } from '../users/user.entity.ts';
import { OrderEvent, type OrderEventDetail } from './order-event.entity.ts';
import { Order } from './order.entity.ts';
import { auditEventOutput } from '../../db/audit-event-output.ts';

/**
 * Who acted: the signed-in admin (the router's `ctx.user`), the buyer fixing a payment (their account,
 * if any, and the order's e-mail), or the shop itself (SHOP_ACTOR) when a deadline passes.
 */
export type OrderActor = { id: number | null; email: string };

/** The shop acting on its own, at a deadline the owner set: no account, named in the timeline as such. */
export const SHOP_ACTOR: OrderActor = { id: null, email: 'the shop (deadline)' };

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
      actor: actor.id === null ? null : tx.getReference(User, actor.id),
      actorEmail: actor.email,
      detail: event.detail ?? {},
    });
  }
}

/**
 * Records the same event on every order `where` matches, in the caller's transaction, as one
 * `insert … select`: an export of ten thousand orders writes its ten thousand events in one statement,
 * not ten thousand entities. Answers the ids of the orders it recorded, exactly the ones matched.
 */
export async function recordOrderEventsWhere(
  tx: Em,
  actor: OrderActor,
  where: QBFilterQuery<Order>,
  event: { kind: OrderEventKind; detail?: OrderEventDetail },
): Promise<number[]> {
  const matched = tx
    .createQueryBuilder(Order, 'o')
    .select([
      'o.id',
      raw('?', [event.kind]).as('kind'),
      raw('?', [actor.id]).as('actor_id'),
      raw('?', [actor.email]).as('actor_email'),
      raw('?::jsonb', [JSON.stringify(event.detail ?? {})]).as('detail'),
      raw('?', [new Date()]).as('created_at'),
    ])
    .where(where);
  const rows = await tx
    .createQueryBuilder(OrderEvent)
    .insertFrom(matched, { columns: ['order', 'kind', 'actor', 'actorEmail', 'detail', 'createdAt'] })
    .returning(['order'])
    .execute<{ order_id: number }[]>('all', false);
  return rows.map((row) => row.order_id);
}

/** An order's timeline, oldest first. */
export async function listOrderEvents(em: Em, orderId: number): Promise<OrderEventOutput[]> {
  if ((await em.count(Order, { id: orderId })) === 0) throw new NotFoundError('Order not found');
  const events = await em.find(OrderEvent, { order: orderId }, { orderBy: { id: 'asc' } });
  return events.map(auditEventOutput);
}
