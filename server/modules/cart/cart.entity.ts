import { defineEntity, p } from '@mikro-orm/core';
import { BUYER_KINDS } from '../../../shared/constants.ts';
import { baseProperties } from '../../db/base-properties.ts';
import { CartItem } from './cart-item.entity.ts';

/** One cart per buyer: a user (owner id = user id) or a guest (owner id = guest id). */
const CartSchema = defineEntity({
  name: 'Cart',
  tableName: 'carts',
  properties: {
    ...baseProperties,
    ownerKind: p.enum(BUYER_KINDS),
    ownerId: p.string().length(64),
    items: () => p.oneToMany(CartItem).mappedBy('cart').orderBy({ id: 'asc' }),
  },
  uniques: [{ properties: ['ownerKind', 'ownerId'] }],
});

export class Cart extends CartSchema.class {}
CartSchema.setClass(Cart);
