import { STATEMENT_MESSAGES, type StatementCheckOutput, type StatementInput } from '../../../shared/schemas/payment-statements.ts';
import type { Em } from '../../db/orm.ts';
import { ValidationError } from '../../errors.ts';
import { Order } from '../orders/order.entity.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { readStatement } from './statement-lines.ts';
import { matchStatement, normalisedReference, type Credit, type OpenOrder } from './statement-matching.ts';

const lineOutput = (credit: Credit) => ({ line: credit.line, at: credit.at.toISOString(), amount_centavos: credit.amountCentavos, reference: credit.reference });

/**
 * Checks the owner's statement against every order still waiting on its payment: pending, or asked for
 * a payment fix. A pending order was paid before it was placed (its proof came with it), within the hold
 * that led to it; one asked for a fix may be paid until its deadline. The statement is read in memory
 * and not kept.
 */
export async function checkStatement(em: Em, input: StatementInput): Promise<StatementCheckOutput> {
  const text = input.text ?? (input.file ? await input.file.text() : '');
  const statement = readStatement(text);
  if (!statement) throw new ValidationError({ [input.text === undefined ? 'file' : 'text']: [STATEMENT_MESSAGES.unreadable] });
  const holdMs = (await readPublicSettings(em)).product_hold_duration * 60_000;
  const waiting = await em.find(Order, { status: { $in: ['pending', 'awaiting_payment_fix'] } }, { orderBy: { id: 'asc' } });
  const open: OpenOrder[] = waiting.map((order) => ({
    id: order.id,
    amountCentavos: order.totalCentavos,
    reference: normalisedReference(order.paymentReference),
    payableFrom: new Date(order.createdAt.getTime() - holdMs),
    payableUntil: order.status === 'awaiting_payment_fix' && order.paymentFixDueAt ? order.paymentFixDueAt : order.createdAt,
  }));
  const { verdicts, unmatched } = matchStatement(open, statement.credits);
  return {
    reader: statement.reader,
    orders: open.map(({ id }) => {
      const verdict = verdicts.get(id) ?? { kind: 'not-in-statement' as const };
      return { id, verdict: verdict.kind, statement_line: 'credit' in verdict ? lineOutput(verdict.credit) : null };
    }),
    unmatched: unmatched.map(lineOutput),
  };
}
