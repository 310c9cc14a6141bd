import { LockMode } from '@mikro-orm/core';
import {
  STATEMENT_MESSAGES,
  type StatementCheckOutput,
  type StatementInput,
} from '../../../shared/schemas/payment-statements.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import { comparableReference } from '../../../shared/payments.ts';
import type { Em } from '../../db/orm.ts';
import { ValidationError } from '../../errors.ts';
import { Order } from '../orders/order.entity.ts';
import { statementMatchOutput } from '../orders/payment-review.service.ts';
import { StatementMatch } from '../orders/statement-match.entity.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { readStatement } from './statement-lines.ts';
import { isPdf, readPdfStatement } from './statement-pdf.ts';
import { matchStatement, replacesVerdict, verdictGrounds, type Credit, type OpenOrder, type Verdict } from './statement-matching.ts';

/** A statement line as two checks of overlapping statements both see it. */
const lineKey = (line: Pick<Credit, 'at' | 'amountCentavos' | 'reference'>) => `${line.at.toISOString()} ${line.amountCentavos} ${line.reference ?? ''}`;

/** The columns of the line a verdict rests on; empty for the verdicts no line carries. */
function creditColumns(verdict: Verdict) {
  if (!('credit' in verdict)) return { creditLine: null, creditAt: null, creditAmountCentavos: null, creditReference: null };
  const { line, at, amountCentavos, reference } = verdict.credit;
  return { creditLine: line, creditAt: at, creditAmountCentavos: amountCentavos, creditReference: reference };
}

/** The pasted lines, or the file: a PDF (opened with its password) or text. */
async function readGivenStatement(input: StatementInput): Promise<{ reader: string; credits: Credit[] }> {
  if (input.text !== undefined || !input.file) {
    const statement = readStatement(input.text ?? '');
    if (!statement) throw new ValidationError({ text: [STATEMENT_MESSAGES.unreadable] });
    return statement;
  }
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if (!isPdf(bytes)) {
    const statement = readStatement(new TextDecoder().decode(bytes));
    if (!statement) throw new ValidationError({ file: [STATEMENT_MESSAGES.unreadable] });
    return statement;
  }
  const pdf = await readPdfStatement(bytes, input.password);
  if (pdf.kind === 'locked') throw new ValidationError({ password: [STATEMENT_MESSAGES.pdfLocked] });
  if (pdf.kind === 'wrong-password') throw new ValidationError({ password: [STATEMENT_MESSAGES.pdfWrongPassword] });
  if (pdf.kind === 'unreadable') throw new ValidationError({ file: [STATEMENT_MESSAGES.unreadable] });
  return pdf;
}

const payableWindow = (order: Order, holdMs: number): OpenOrder => ({
  id: order.id,
  amountCentavos: order.totalCentavos,
  reference: comparableReference(order.paymentReference),
  payableFrom: new Date(order.createdAt.getTime() - holdMs),
  payableUntil: order.status === 'awaiting_payment_fix' && order.paymentFixDueAt ? order.paymentFixDueAt : order.createdAt,
});

/**
 * Checks the owner's statement against every order still waiting on its payment: pending, or asked for
 * a payment fix. A pending order was paid before it was placed (its proof came with it), within the hold
 * that led to it; one asked for a fix may be paid until its deadline. The statement is read in memory;
 * each order keeps only its verdict and the line it rests on, unless an earlier statement had more to
 * go on and its line was not given to another order now. The orders are locked while their verdicts
 * are written, so two checks at once take turns.
 */
export async function checkStatement(em: Em, input: StatementInput): Promise<StatementCheckOutput> {
  const statement = await readGivenStatement(input);
  const holdMs = (await readPublicSettings(em)).product_hold_duration * 60_000;
  return em.transactional(async (tx) => {
    const waiting = await tx.find(
      Order,
      { status: { $in: ['pending', 'awaiting_payment_fix'] } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const { verdicts, unmatched } = matchStatement(
      waiting.map((order) => payableWindow(order, holdMs)),
      statement.credits,
    );
    const kept = new Map((await tx.find(StatementMatch, { order: { $in: waiting.map((order) => order.id) } })).map((match) => [match.order.id, match]));
    // The lines this statement gives to orders: a verdict kept from an earlier check that rests on one
    // of them, given now to another order, gives way (a credit pays one order).
    const claimed = new Map<string, number>();
    for (const [orderId, verdict] of verdicts) if ('credit' in verdict) claimed.set(lineKey(verdict.credit), orderId);
    const checkedAt = new Date();
    const orders = waiting.map((order) => {
      const verdict = verdicts.get(order.id) ?? { kind: 'not-in-statement' as const };
      const reference = comparableReference(order.paymentReference);
      const before = kept.get(order.id);
      const match = before ?? tx.create(StatementMatch, { order, verdict: verdict.kind, reader: statement.reader, checkedAt });
      const keptLine = before?.creditAt && before.creditAmountCentavos != null ? lineKey({ at: before.creditAt, amountCentavos: before.creditAmountCentavos, reference: before.creditReference ?? null }) : null;
      const lineTaken = keptLine !== null && (claimed.get(keptLine) ?? order.id) !== order.id;
      const fresh = verdictGrounds(verdict.kind, 'credit' in verdict ? verdict.credit.reference : null, reference);
      if (!before || lineTaken || replacesVerdict(fresh, verdictGrounds(before.verdict, before.creditReference ?? null, reference))) {
        tx.assign(match, { verdict: verdict.kind, reader: statement.reader, checkedAt, ...creditColumns(verdict) });
      }
      return {
        id: order.id,
        status: order.status,
        customer_name: order.customerName,
        total_amount: centavosToPesos(order.totalCentavos),
        payment_reference: order.paymentReference ?? null,
        match,
      };
    });
    await tx.flush();
    return {
      reader: statement.reader,
      orders: orders.map(({ match, ...order }) => ({ ...order, match: statementMatchOutput(match) })),
      unmatched: unmatched.map(({ line, at, amountCentavos, reference }) => ({ line, at: at.toISOString(), amount_centavos: amountCentavos, reference })),
    };
  });
}
