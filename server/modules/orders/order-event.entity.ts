import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_EVENT_KINDS } from '../../../shared/admin-constants.ts';
import { User } from '../users/user.entity.ts';
import { Order } from './order.entity.ts';

/** What an event says beyond its kind, e.g. `{ from: 'pending', to: 'approved' }` for a status change. */
export type OrderEventDetail = Record<string, string | number | boolean | null | string[]>;

/**
 * One thing an admin did to an order (design.md §2 "History"): a status change, a note, a payment check, a
 * shipment, a look at the proof, an export. Written in the transaction of the change it records and
 * never updated, so the order's timeline says who did what and when.
 */
const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_events',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    kind: p.enum(ORDER_EVENT_KINDS),
    /** Who did it; null once their account is deleted, when `actorEmail` still says who it was. */
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    actorEmail: p.string().length(254),
    detail: p.json<OrderEventDetail>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OrderEvent extends OrderEventSchema.class {}
OrderEventSchema.setClass(OrderEvent);
