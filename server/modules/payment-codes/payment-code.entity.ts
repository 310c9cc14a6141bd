import { defineEntity, p } from '@mikro-orm/core';

/**
 * The owner's receive-money code (one row, id 1): the payload as their wallet printed it, and when the
 * owner paid a one-peso test code minted from it and saw it arrive. Until then checkout shows the
 * owner's own code with the amount beside it, not a minted one (docs/product/payment-codes.md).
 */
const PaymentCodeSchema = defineEntity({
  name: 'PaymentCode',
  tableName: 'payment_codes',
  properties: {
    id: p.integer().primary().autoincrement(false),
    payload: p.text(),
    testedAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class PaymentCode extends PaymentCodeSchema.class {}
PaymentCodeSchema.setClass(PaymentCode);
