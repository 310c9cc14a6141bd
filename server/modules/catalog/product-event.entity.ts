import { defineEntity, p } from '@mikro-orm/core';
import { PRODUCT_EVENT_KINDS } from '../../../shared/admin-constants.ts';
import { User } from '../users/user.entity.ts';
import { Product } from '../pieces/entities.ts';

/** What an event says beyond its kind, e.g. `{ for: '@maria', until: '2026-11-28T12:00:00.000Z' }` for a reservation. */
export type ProductEventDetail = Record<string, string | number | boolean | null>;

/**
 * One thing the owner did to a piece outside an order (design.md §2 "Manual states"): marked it sold or
 * took that back, reserved it for someone or ended that, changed when it goes live, cleared its queue.
 * Written in the transaction of the change it records and never updated, as order events are.
 */
const ProductEventSchema = defineEntity({
  name: 'ProductEvent',
  tableName: 'product_events',
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade').index(),
    kind: p.enum(PRODUCT_EVENT_KINDS),
    /** Who did it; null once their account is deleted, when `actorEmail` still says who it was. */
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    actorEmail: p.string().length(254),
    detail: p.json<ProductEventDetail>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProductEvent extends ProductEventSchema.class {}
ProductEventSchema.setClass(ProductEvent);
