import { defineEntity, p } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity.ts';
import { Order } from './order.entity.ts';

/** Name and price are copied at purchase so the order never changes when the listing does. */
const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).nullable().deleteRule('set null').index(),
    productName: p.string().length(200),
    priceCentavos: p.integer(),
  },
});

export class OrderItem extends OrderItemSchema.class {}
OrderItemSchema.setClass(OrderItem);
