import { defineEntity, p } from '@mikro-orm/core';
import { BUYER_KINDS } from '../../../shared/constants.ts';
import { Product } from './product.entity.ts';

/**
 * One hold as it began: the piece, its buyer and the moment. A hold's row on the piece is overwritten
 * by the next buyer's, so this is its record, for the owner's insights (how many holds end paid, how
 * many lapse). Written by the hold routine (hold-routine.ts) in the statement that holds; a renewal
 * keeps its hold's start, so it adds nothing.
 */
const HoldStartSchema = defineEntity({
  name: 'HoldStart',
  tableName: 'hold_starts',
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    buyerKind: p.enum(BUYER_KINDS),
    buyerId: p.string().length(64),
    startedAt: p.datetime().index(),
  },
  uniques: [{ properties: ['product', 'buyerKind', 'buyerId', 'startedAt'] }],
});

export class HoldStart extends HoldStartSchema.class {}
HoldStartSchema.setClass(HoldStart);
