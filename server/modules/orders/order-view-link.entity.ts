import { defineEntity, p } from '@mikro-orm/core';
import { Order } from './order.entity.ts';

/**
 * A "View your order" link sent in a mail: the row holds only the SHA-256 of the link's token, so the
 * table cannot be turned back into links. Each mail gets a link of its own; all open the same order.
 */
const OrderViewLinkSchema = defineEntity({
  name: 'OrderViewLink',
  tableName: 'order_view_links',
  properties: {
    tokenHash: p.string().length(64).primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OrderViewLink extends OrderViewLinkSchema.class {}
OrderViewLinkSchema.setClass(OrderViewLink);
