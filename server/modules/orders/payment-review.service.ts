import { LockMode } from '@mikro-orm/core';
import { comparableReference, PAYMENT_CHECK_KEYS, type PaymentCheck } from '../../../shared/payments.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import type { AdminOrderOutput, PaymentFlags, ProofReading, SetPaymentChecksInput } from '../../../shared/schemas/admin-orders.ts';
import type { StatementMatchOutput } from '../../../shared/schemas/payment-statements.ts';
import { placeholders } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { getAdminOrder } from './order-management.service.ts';
import { recordOrderEvents, type OrderActor } from './order-events.service.ts';
import { OrderEvent } from './order-event.entity.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { Order } from './order.entity.ts';
import { SAME_SCREENSHOT_MAX_DISTANCE } from './proof-hash.ts';
import { StatementMatch } from './statement-match.entity.ts';

export type ReviewedOrder = OrderWithoutProofUrl & Pick<AdminOrderOutput, 'payment_checks' | 'payment_flags' | 'statement_match' | 'proof_reading'>;

/** The other orders a flag names are listed up to this many: enough to act on, bounded for a page of 100. */
const MAX_NAMED_ORDERS = 20;

/** Proof loads by one admin within this long of their last are one look: an image reload must not flood the timeline. */
export const PROOF_VIEW_QUIET_MS = 10 * 60_000;

type FlagRow = { order_id: number; kind: 'reference' | 'screenshot'; other_id: number };

/**
 * Every other order sharing a reference or a screenshot with any of `ids`, in one query whatever the
 * page's size. References are compared through their index. A screenshot is the same when both proofs
 * were read as the same amount and reference; the perceptual hash only supports that: two proofs that
 * look alike (`bit_count` of the XOR of their hashes, PostgreSQL 14+, each decoded once) are the same
 * unless both were read whole and name different transfers, as two receipts of one wallet's template
 * do. Measured before the readings with 10,000 orders at 10–25 ms for one order and 120–340 ms for a
 * page of 50 (design.md "Orders" says when to index the hashes instead).
 */
async function flagRows(em: Em, ids: readonly number[]): Promise<FlagRow[]> {
  const inIds = placeholders(ids);
  return em.execute<FlagRow[]>(
    `with hashed as materialized (
       select id, ('x' || proof_hash)::bit(64) as hash, proof_read_amount_centavos as amount, proof_read_reference as reference
         from orders where proof_hash is not null
     )
     select o.id as order_id, 'reference' as kind, other.id as other_id
       from orders o join orders other on other.payment_reference = o.payment_reference and other.id <> o.id
      where o.id in (${inIds})
     union
     select o.id, 'screenshot', other.id
       from orders o join orders other
         on other.proof_read_reference = o.proof_read_reference and other.proof_read_amount_centavos = o.proof_read_amount_centavos and other.id <> o.id
      where o.id in (${inIds})
     union
     select asked.id, 'screenshot', other.id
       from hashed asked join hashed other on other.id <> asked.id and bit_count(asked.hash # other.hash) <= ?
      where asked.id in (${inIds})
        and not (asked.amount is not null and asked.reference is not null and other.amount is not null and other.reference is not null
                 and (asked.amount <> other.amount or asked.reference <> other.reference))
     order by 1, 3`,
    [...ids, ...ids, SAME_SCREENSHOT_MAX_DISTANCE, ...ids],
  );
}

/** The line a kept verdict rests on, as the API shows it. */
export function statementMatchOutput(match: StatementMatch): StatementMatchOutput {
  const { creditLine: line, creditAt: at, creditAmountCentavos: amount } = match;
  return {
    verdict: match.verdict,
    statement_line: line == null || at == null || amount == null ? null : { line, at: at.toISOString(), amount_centavos: amount, reference: match.creditReference ?? null },
    reader: match.reader,
    checked_at: match.checkedAt.toISOString(),
  };
}

type ProofRead = Pick<Order, 'proofReadAt' | 'proofReadAmountCentavos' | 'proofReadReference'>;

function proofReading(read: ProofRead | undefined): ProofReading | null {
  if (!read?.proofReadAt) return null;
  const amount = read.proofReadAmountCentavos;
  return { read_at: read.proofReadAt.toISOString(), amount: amount == null ? null : centavosToPesos(amount), reference: read.proofReadReference ?? null };
}

/** What the proof was read to show, where it differs from the order's total or from a reference the buyer typed. */
function receiptDiffers(order: OrderWithoutProofUrl, reading: ProofReading | null): Pick<PaymentFlags, 'receipt_amount_differs' | 'receipt_reference_differs'> {
  const typed = comparableReference(order.payment_reference);
  return {
    receipt_amount_differs:
      reading?.amount != null && reading.amount !== order.total_amount ? { amount_read: reading.amount, total_amount: order.total_amount } : null,
    receipt_reference_differs:
      reading?.reference != null && typed !== null && reading.reference !== typed ? { reference_read: reading.reference, reference_typed: typed } : null,
  };
}

function amountMismatch(order: OrderWithoutProofUrl): PaymentFlags['amount_mismatch'] {
  if (order.amount_sent === null || order.amount_sent === order.total_amount) return null;
  return { amount_sent: order.amount_sent, total_amount: order.total_amount };
}

/** Adds the owner's checklist, the payment flags, the statements' verdicts and the proof's reading to orders (admin outputs only): three queries for any number. */
export async function withPaymentReview(em: Em, orders: readonly OrderWithoutProofUrl[]): Promise<ReviewedOrder[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const checks = await em.find(Order, { id: { $in: ids } }, { fields: ['paymentChecks', 'proofReadAt', 'proofReadAmountCentavos', 'proofReadReference'] });
  const rows = await flagRows(em, ids);
  const matches = await em.find(StatementMatch, { order: { $in: ids } });
  const checksOf = new Map(checks.map((order) => [order.id, order]));
  const matchOf = new Map(matches.map((match) => [match.order.id, statementMatchOutput(match)]));
  return orders.map((order) => {
    const others = (kind: FlagRow['kind']) =>
      rows.filter((row) => row.order_id === order.id && row.kind === kind).slice(0, MAX_NAMED_ORDERS).map((row) => Number(row.other_id));
    const stored = checksOf.get(order.id);
    const reading = proofReading(stored);
    return {
      ...order,
      payment_checks: PAYMENT_CHECK_KEYS.filter((key) => stored?.paymentChecks.includes(key)),
      payment_flags: {
        same_reference: others('reference'),
        same_screenshot: others('screenshot'),
        amount_mismatch: amountMismatch(order),
        ...receiptDiffers(order, reading),
      },
      statement_match: matchOf.get(order.id) ?? null,
      proof_reading: reading,
    };
  });
}

export async function getReviewedOrder(em: Em, id: number): Promise<ReviewedOrder> {
  const [order] = await withPaymentReview(em, [await getAdminOrder(em, id)]);
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

/**
 * Sets the owner's checklist to `checks` (the ones left out are unticked), recording each tick and
 * untick as a `payment-check` event by `actor`, in one transaction with the order locked, so two
 * quick taps from two screens each record what they changed.
 */
export async function setPaymentChecks(em: Em, actor: OrderActor, input: SetPaymentChecksInput): Promise<ReviewedOrder> {
  await em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new NotFoundError('Order not found');
    const next = new Set<PaymentCheck>(input.checks);
    const before = new Set(order.paymentChecks);
    const changed = PAYMENT_CHECK_KEYS.filter((key) => next.has(key) !== before.has(key));
    if (changed.length === 0) return;
    order.paymentChecks = PAYMENT_CHECK_KEYS.filter((key) => next.has(key));
    recordOrderEvents(
      tx,
      actor,
      changed.map((check) => ({ orderId: order.id, kind: 'payment-check', detail: { check, checked: next.has(check) } })),
    );
    await tx.flush();
  });
  return getReviewedOrder(em.fork(), input.id);
}

/**
 * Records that `actor` looked at the order's proof, unless they did within the last ten minutes: the
 * browser loads a proof again on every render of a list, a zoom or a reload, and the timeline should
 * say who looked and when, not how often an image was fetched. Checked first without a lock (the
 * common case records nothing), then again with the order locked, so two loads at once record one.
 */
export async function recordProofView(em: Em, actor: OrderActor, orderId: number, now = new Date()): Promise<void> {
  const recent = { order: orderId, kind: 'proof-viewed' as const, actor: actor.id, createdAt: { $gt: new Date(now.getTime() - PROOF_VIEW_QUIET_MS) } };
  if ((await em.count(OrderEvent, recent)) > 0) return;
  await em.transactional(async (tx) => {
    await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
    if ((await tx.count(OrderEvent, recent)) > 0) return;
    recordOrderEvents(tx, actor, [{ orderId, kind: 'proof-viewed' }]);
    await tx.flush();
  });
}
