import { SETTING_DEFAULTS } from '../../../shared/setting-defaults.ts';
import { type HoldOutput } from '../../../shared/schemas/cart.ts';
import { CART_MESSAGES, OPENING_ACTIONS, OPENING_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Buyer } from '../../buyer.ts';
import { bindNames } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { ensureRoutine, forgetIfMissing } from '../../db/routines.ts';
import { ConflictError } from '../../errors.ts';
import { DROP_CAP_SQL, OPENING_MINUTES_SQL } from './drop-opening.ts';
import { CART_PIECES_SQL, HOLD_CARTS, seenSql, type Decided, type HoldOutcome } from './hold-routine.ts';
import { publishLive } from './live-change.ts';
import { pieceChange } from './piece-change.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { scheduleTurns } from './turns.ts';
import { lockHolders } from './hold-locks.ts';

/** Where a hold is asked from: the caller's address, counted for guests (null in process: tests and scripts bring none). */
export type HoldOrigin = { address: string | null };

/** One buyer's press of "hold", as it arrived: `at` is the moment the hold is judged at. */
export type HoldRequest = { buyer: Buyer; origin: HoldOrigin; at: Date; mail: MailOutbox };

/** A buyer about to hold, and the moment the hold is judged at. */
export type Look = { buyer: Buyer; at: Date };

/**
 * The answer a hold would give at once from `seen`, with no transaction and no lock: an empty cart, a
 * piece plainly taken, or a guest's cart with a piece in its drop's opening. In a drop nearly every buyer loses, and this one read tells them so; the
 * routine (hold-routine.ts) would refuse them on the same committed rows, after locks and a transaction. One row
 * per look of the batch (`looks`), in its order.
 */
const FIRST_LOOKS_SQL = `
select count(seen.id)::int as lines, coalesce(bool_or(seen.taken), false) as taken, coalesce(bool_or(seen.in_opening), false) as opening,
  ${OPENING_MINUTES_SQL} as minutes, ${DROP_CAP_SQL} as cap
from jsonb_array_elements(?::jsonb) with ordinality as look(q, arrival)
left join lateral (${bindNames(
  seenSql(CART_PIECES_SQL),
  new Map([['now', `(look.q->>'at')::timestamptz`], ['kind', `(look.q->>'kind')`], ['buyer', `(look.q->>'buyer')`], ['opening', OPENING_MINUTES_SQL]]),
)}) as seen on true
group by look.arrival order by look.arrival`;

type FirstLook = { lines: number; taken: boolean; opening: boolean; minutes: number; cap: number };

/** Refuses at once, without a transaction, each hold that `seen` already refuses (an answer); else null: it goes on to be decided. */
export async function lookAtCarts(em: Em, looks: readonly Look[]): Promise<(ConflictError | null)[]> {
  const batch = looks.map(({ buyer, at }) => ({ kind: buyer.kind, buyer: buyer.id, at: at.toISOString() }));
  const rows = await em.execute<FirstLook[]>(FIRST_LOOKS_SQL, [JSON.stringify(batch)]);
  return rows.map((look, index) => {
    if (look.lines === 0) return new ConflictError(CART_MESSAGES.empty);
    if (look.taken) return new ConflictError(CART_MESSAGES.unavailable);
    // A guest in a drop's opening: the routine would refuse it too, after a transaction and locks.
    const guest = looks[index]?.buyer.kind === 'guest';
    return guest && look.opening ? new ConflictError(OPENING_MESSAGES['drop-guest'](look), OPENING_ACTIONS['drop-guest']) : null;
  });
}

/** What the buyer is told: the hold's time, or why not. An error is answered, not thrown: each request of a batch has its own. */
function answerOf(outcome: HoldOutcome | undefined, decided: Decided): HoldOutput | ConflictError {
  if (!outcome || outcome.lines === 0) return new ConflictError(CART_MESSAGES.empty);
  const { refusal } = outcome;
  if (refusal === 'drop-guest' || refusal === 'drop-unverified' || refusal === 'drop-limit') {
    return new ConflictError(OPENING_MESSAGES[refusal]({ minutes: decided.opening, cap: decided.dropCap }), OPENING_ACTIONS[refusal]);
  }
  if (refusal === 'buyer') return new ConflictError(HOLD_LIMIT_MESSAGES.perBuyer(decided.cap));
  if (refusal === 'address') return new ConflictError(HOLD_LIMIT_MESSAGES.perAddress(decided.networkCap), 'sign-in');
  if (outcome.held !== outcome.lines || outcome.seconds === null) return new ConflictError(CART_MESSAGES.unavailable);
  return { hold_duration: decided.minutes, hold_expiry_time_in_seconds: outcome.seconds, is_hold_expired: false };
}

/** Groups winners by the outbox their turns' mails go to; each group is planned at its latest request's moment. */
function byOutbox(requests: readonly HoldRequest[], outcomes: readonly HoldOutcome[]): Map<MailOutbox, { ids: number[]; at: Date }> {
  const groups = new Map<MailOutbox, { ids: number[]; at: Date }>();
  requests.forEach((request, index) => {
    const held = outcomes[index]?.pieces ?? [];
    if (held.length === 0) return;
    const group = groups.get(request.mail) ?? { ids: [], at: request.at };
    group.ids.push(...held.map((piece) => piece.id));
    if (request.at > group.at) group.at = request.at;
    groups.set(request.mail, group);
  });
  return groups;
}

/** `decideHolds` in the transaction `tx`. */
async function decideHoldsIn(tx: Em, requests: readonly HoldRequest[]): Promise<(HoldOutput | ConflictError)[]> {
  const guestAddresses = requests.flatMap(({ buyer, origin }) => (buyer.kind === 'guest' && origin.address !== null ? [origin.address] : []));
  await lockHolders(tx, requests.map((request) => request.buyer), guestAddresses);
  const batch = requests.map((request) => ({ kind: request.buyer.kind, buyer: request.buyer.id, address: request.origin.address, at: request.at.toISOString() }));
  const [row] = await tx.execute<{ decided: Decided }[]>(`select ${HOLD_CARTS.name}(?::jsonb, ?::jsonb) as decided`, [
    JSON.stringify(batch),
    JSON.stringify(SETTING_DEFAULTS),
  ]);
  if (!row) throw new Error('The hold routine answered no row');
  const { decided } = row;
  // Every screen shows the pieces on hold (held for each buyer's own), in the holds' own transaction.
  const changes = requests.flatMap((request, index) =>
    (decided.outcomes[index]?.pieces ?? []).map((piece) => pieceChange({ ...piece, status: 'Available', holdBuyerKind: request.buyer.kind, holdBuyerId: request.buyer.id })),
  );
  await publishLive(tx, changes);
  // The queues now follow these holds: their turns start when the holds end, and each buyer's own entry (their turn, taken) leaves the line.
  for (const [mail, { ids, at }] of byOutbox(requests, decided.outcomes)) await scheduleTurns(tx, ids, at, mail);
  return requests.map((_, index) => answerOf(decided.outcomes[index], decided));
}

/**
 * Holds every piece in each buyer's cart, all or none (design.md §2 and §8), deciding `requests` in
 * their order in one transaction: Available pieces, unheld, expired or already this buyer's (whose hold
 * is renewed, up to twice the hold duration from its start). Refused when the cart, with the buyer's
 * other live holds, is more than `max_pieces_per_buyer`, when a guest's cart would take the guests
 * of its address past `guest_pieces_per_network`, or in a drop's opening (drop-opening.ts).
 */
export async function decideHolds(em: Em, requests: readonly HoldRequest[]): Promise<(HoldOutput | ConflictError)[]> {
  // Before the transaction: installing takes a connection of its own, which PGlite's one cannot share.
  await ensureRoutine(em, HOLD_CARTS);
  try {
    return await em.transactional((tx) => decideHoldsIn(tx, requests));
  } catch (error) {
    forgetIfMissing(em, HOLD_CARTS, error);
    throw error;
  }
}
