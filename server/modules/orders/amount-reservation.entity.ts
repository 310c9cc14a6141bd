import { defineEntity, p } from '@mikro-orm/core';
import { BUYER_KINDS } from '../../../shared/constants.ts';

/**
 * The amount one buyer was told to pay at checkout when the owner gives each order its own amount
 * (distinct-amounts.service.ts): what their cart cost before the discount, and the amount after it.
 * One per buyer; kept off every other buyer's amount until it expires, and spent when the order is placed.
 */
const AmountReservationSchema = defineEntity({
  name: 'AmountReservation',
  tableName: 'amount_reservations',
  properties: {
    buyerKind: p.enum(BUYER_KINDS).primary(),
    buyerId: p.string().length(64).primary(),
    baseCentavos: p.integer(),
    amountCentavos: p.integer().index(),
    expiresAt: p.datetime().index(),
  },
});

export class AmountReservation extends AmountReservationSchema.class {}
AmountReservationSchema.setClass(AmountReservation);
