import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_STATUSES } from '../../../shared/constants.ts';
import { Product } from '../pieces/entities.ts';
import { Order } from './order.entity.ts';

/** The unique index that makes "one piece, one sale" a rule of the data (design.md §2). */
const ONE_HOLDER_PER_PIECE_INDEX = 'order_items_one_holder_per_piece';

/** Name, SKU and price are copied at purchase so the order never changes when the listing does. */
const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).nullable().deleteRule('set null').index(),
    productName: p.string().length(200),
    /** The piece's SKU when bought, if it had one: the owner finds and exports the order by it even once the listing is gone. */
    productSku: p.string().length(64).nullable(),
    priceCentavos: p.integer(),
    /**
     * The order's status, copied by the database itself: a foreign key on (order_id, order_status)
     * with ON UPDATE CASCADE (migration OnePieceOneHolder), so the unique index below sees every
     * status change, whoever makes it. Written by the code only when the line is created.
     */
    orderStatus: p.enum(ORDER_STATUSES),
    /**
     * The line let go of its piece while its order stayed as it was: a delivered piece came back and
     * was restocked. Only a restock sets it; any status change of the order takes the piece back.
     */
    released: p.boolean().default(false),
  },
  indexes: [
    {
      name: ONE_HOLDER_PER_PIECE_INDEX,
      expression: `create unique index "${ONE_HOLDER_PER_PIECE_INDEX}" on "order_items" ("product_id") where "order_status" <> 'cancelled' and not "released"`,
    },
  ],
});

export class OrderItem extends OrderItemSchema.class {}
OrderItemSchema.setClass(OrderItem);
