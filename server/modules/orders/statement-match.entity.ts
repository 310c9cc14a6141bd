import { defineEntity, p } from '@mikro-orm/core';
import { STATEMENT_VERDICTS } from '../../../shared/schemas/payment-statements.ts';
import { Order } from './order.entity.ts';

/**
 * What the owner's statements said of one order (docs/product/payment-codes.md "Statement check"): its
 * verdict and the one line it rests on, the only part of a statement the shop keeps. The credit's
 * columns are null for the verdicts no line carries (`no-such-reference`, `not-in-statement`).
 */
const StatementMatchSchema = defineEntity({
  name: 'StatementMatch',
  tableName: 'statement_matches',
  properties: {
    order: () => p.oneToOne(Order).primary().deleteRule('cascade'),
    verdict: p.enum(STATEMENT_VERDICTS),
    creditLine: p.integer().nullable(),
    creditAt: p.datetime().nullable(),
    creditAmountCentavos: p.integer().nullable(),
    creditReference: p.string().length(64).nullable(),
    /** The reader (and its version) that read the statement. */
    reader: p.string().length(40),
    checkedAt: p.datetime(),
  },
});

export class StatementMatch extends StatementMatchSchema.class {}
StatementMatchSchema.setClass(StatementMatch);
