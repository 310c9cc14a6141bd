import { defineEntity, p } from '@mikro-orm/core';
import { Product } from '../pieces/entities.ts';
import { Cart } from './cart.entity.ts';

/** One line per product, no quantity: every piece is one of a kind. */
const CartItemSchema = defineEntity({
  name: 'CartItem',
  tableName: 'cart_items',
  properties: {
    id: p.integer().primary(),
    cart: () => p.manyToOne(Cart).deleteRule('cascade'),
    product: () => p.manyToOne(Product).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['cart', 'product'] }],
});

export class CartItem extends CartItemSchema.class {}
CartItemSchema.setClass(CartItem);
