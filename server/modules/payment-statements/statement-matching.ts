/**
 * Which open orders a statement's credits paid (docs/product/payment-codes.md "Statement check"): the
 * owner's own transaction history is the only proof a payment arrived. Each order gets one verdict;
 * each credit pays at most one order, and each order is paid by at most one credit.
 */

/** One money-in line of a statement: GCash's history, a Maya or bank CSV, or a pasted line. */
export type Credit = {
  /** Its position in the statement, so a verdict can point at the line. */
  line: number;
  at: Date;
  amountCentavos: number;
  /** The transfer's reference no., digits and letters only; null where the statement gives none. */
  reference: string | null;
};

export type OpenOrder = {
  id: number;
  amountCentavos: number;
  /** The reference no. the buyer typed at checkout, normalised; null where they typed none. */
  reference: string | null;
  /** When the buyer could pay: from the hold's start to its end (or the payment-fix deadline). */
  payableFrom: Date;
  payableUntil: Date;
};

export type Verdict =
  | { kind: 'paid'; credit: Credit }
  | { kind: 'amount-differs'; credit: Credit }
  | { kind: 'paid-after-hold'; credit: Credit }
  | { kind: 'no-such-reference' }
  | { kind: 'not-in-statement' };

export type VerdictKind = Verdict['kind'];

/**
 * How much a verdict has to go on: a line bearing the order's own reference, then a line of its amount
 * alone, then a reference looked for and missing, then nothing.
 */
export function verdictGrounds(kind: VerdictKind, lineReference: string | null, orderReference: string | null): number {
  if (kind === 'not-in-statement') return 0;
  if (kind === 'no-such-reference') return 1;
  return orderReference !== null && lineReference === orderReference ? 3 : 2;
}

/**
 * Whether a statement's verdict replaces the one an order already has (grounds by `verdictGrounds`).
 * Statements cover different days, so one that does not reach an order must not undo what an earlier
 * one found: a verdict is replaced only by one with as much or more to go on (of two equal, the one
 * checked later).
 */
export const replacesVerdict = (fresh: number, kept: number | null): boolean => kept === null || fresh >= kept;

export type Matching = { verdicts: Map<number, Verdict>; unmatched: Credit[] };

/** How the statement's lines span time: an order payable outside it cannot be judged by it. */
export type Span = { from: Date; to: Date };

/**
 * How long after an order stopped being payable a credit of its amount alone is still taken for its
 * payment (and called late): later than that, the same amount is more likely another buyer's.
 */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

const timed = (credit: Credit, order: OpenOrder): Verdict =>
  credit.at.getTime() > order.payableUntil.getTime() ? { kind: 'paid-after-hold', credit } : { kind: 'paid', credit };

/**
 * Matches by reference first (the buyer's typed reference against the statement's), then by exact
 * amount among credits that arrived while the order was payable or up to a day late, the pairs of order
 * and credit nearest in time first. An order whose
 * reference is nowhere in a statement covering its time is "no such reference"; one outside the
 * statement's span, or with no reference and no credit of its amount, is "not yet in a statement".
 */
export function matchStatement(orders: readonly OpenOrder[], credits: readonly Credit[], span: Span | null = spanOf(credits)): Matching {
  const verdicts = new Map<number, Verdict>();
  const used = new Set<Credit>();

  const byReference = new Map<string, Credit[]>();
  for (const credit of credits) {
    if (!credit.reference) continue;
    byReference.set(credit.reference, [...(byReference.get(credit.reference) ?? []), credit]);
  }
  for (const order of orders) {
    if (!order.reference) continue;
    const credit = byReference.get(order.reference)?.find((candidate) => !used.has(candidate));
    if (!credit) continue;
    used.add(credit);
    verdicts.set(order.id, credit.amountCentavos === order.amountCentavos ? timed(credit, order) : { kind: 'amount-differs', credit });
  }

  // By amount: of every order and free credit of its amount that could have paid it, the pairs nearest
  // in time are taken first, so a credit inside one order's window is never taken as another's late payment.
  const rest = orders.filter((order) => !verdicts.has(order.id));
  const pairs = rest.flatMap((order) =>
    credits
      .filter(
        (credit) =>
          !used.has(credit) &&
          credit.amountCentavos === order.amountCentavos &&
          credit.at.getTime() >= order.payableFrom.getTime() &&
          credit.at.getTime() <= order.payableUntil.getTime() + LATE_PAYMENT_WINDOW_MS &&
          // A reference on both sides that disagrees is another payment, whatever its amount.
          !(order.reference && credit.reference && credit.reference !== order.reference),
      )
      .map((credit) => ({ order, credit, distance: distance(credit, order) })),
  );
  pairs.sort((a, b) => a.distance - b.distance || a.order.payableFrom.getTime() - b.order.payableFrom.getTime() || a.order.id - b.order.id || a.credit.line - b.credit.line);
  for (const { order, credit } of pairs) {
    if (verdicts.has(order.id) || used.has(credit)) continue;
    used.add(credit);
    verdicts.set(order.id, timed(credit, order));
  }
  for (const order of rest) {
    if (verdicts.has(order.id)) continue;
    const covered = span !== null && span.from.getTime() <= order.payableFrom.getTime() && span.to.getTime() >= order.payableUntil.getTime();
    verdicts.set(order.id, covered && order.reference ? { kind: 'no-such-reference' } : { kind: 'not-in-statement' });
  }
  return { verdicts, unmatched: credits.filter((credit) => !used.has(credit)) };
}

/** How far a credit arrived from the order's window: 0 inside it. */
function distance(credit: Credit, order: OpenOrder): number {
  const at = credit.at.getTime();
  if (at < order.payableFrom.getTime()) return order.payableFrom.getTime() - at;
  return Math.max(0, at - order.payableUntil.getTime());
}

function spanOf(credits: readonly Credit[]): Span | null {
  if (credits.length === 0) return null;
  const times = credits.map((credit) => credit.at.getTime());
  return { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
}
