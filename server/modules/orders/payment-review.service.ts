import { LockMode } from '@mikro-orm/core';
import { PAYMENT_CHECK_KEYS, type PaymentCheck } from '../../../shared/payments.ts';
import type { AdminOrderOutput, PaymentFlags, SetPaymentChecksInput } from '../../../shared/schemas/admin-orders.ts';
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

export type ReviewedOrder = OrderWithoutProofUrl & Pick<AdminOrderOutput, 'payment_checks' | 'payment_flags' | 'statement_match'>;

/** The other orders a flag names are listed up to this many: enough to act on, bounded for a page of 100. */
const MAX_NAMED_ORDERS = 20;

/** Proof loads by one admin within this long of their last are one look: an image reload must not flood the timeline. */
export const PROOF_VIEW_QUIET_MS = 10 * 60_000;

type FlagRow = { order_id: number; kind: 'reference' | 'screenshot'; other_id: number };

/**
 * Every other order sharing a reference or a near-same proof with any of `ids`, in one query whatever
 * the page's size. References are compared through their index. Hashes are compared in SQL
 * (`bit_count` of the XOR, PostgreSQL 14+), each decoded once: every order asked against every hashed
 * order, measured with 10,000 orders at 10–25 ms for one order and 120–340 ms for a page of 50
 * (design.md "Orders" says when to index them instead).
 */
async function flagRows(em: Em, ids: readonly number[]): Promise<FlagRow[]> {
  const inIds = placeholders(ids);
  return em.execute<FlagRow[]>(
    `with hashed as materialized (
       select id, ('x' || proof_hash)::bit(64) as hash from orders where proof_hash is not null
     )
     select o.id as order_id, 'reference' as kind, other.id as other_id
       from orders o join orders other on other.payment_reference = o.payment_reference and other.id <> o.id
      where o.id in (${inIds})
     union all
     select asked.id, 'screenshot', other.id
       from hashed asked join hashed other on other.id <> asked.id and bit_count(asked.hash # other.hash) <= ?
      where asked.id in (${inIds})
     order by 1, 3`,
    [...ids, SAME_SCREENSHOT_MAX_DISTANCE, ...ids],
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

function amountMismatch(order: OrderWithoutProofUrl): PaymentFlags['amount_mismatch'] {
  if (order.amount_sent === null || order.amount_sent === order.total_amount) return null;
  return { amount_sent: order.amount_sent, total_amount: order.total_amount };
}

/** Adds the owner's checklist, the payment flags and the statements' verdicts to orders (admin outputs only): three queries for any number. */
export async function withPaymentReview(em: Em, orders: readonly OrderWithoutProofUrl[]): Promise<ReviewedOrder[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const checks = await em.find(Order, { id: { $in: ids } }, { fields: ['paymentChecks'] });
  const rows = await flagRows(em, ids);
  const matches = await em.find(StatementMatch, { order: { $in: ids } });
  const checksOf = new Map(checks.map((order) => [order.id, order.paymentChecks]));
  const matchOf = new Map(matches.map((match) => [match.order.id, statementMatchOutput(match)]));
  return orders.map((order) => {
    const others = (kind: FlagRow['kind']) =>
      rows.filter((row) => row.order_id === order.id && row.kind === kind).slice(0, MAX_NAMED_ORDERS).map((row) => Number(row.other_id));
    return {
      ...order,
      payment_checks: PAYMENT_CHECK_KEYS.filter((key) => checksOf.get(order.id)?.includes(key)),
      payment_flags: { same_reference: others('reference'), same_screenshot: others('screenshot'), amount_mismatch: amountMismatch(order) },
      statement_match: matchOf.get(order.id) ?? null,
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
