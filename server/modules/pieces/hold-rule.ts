import { SETTING_DEFAULTS } from '../../../shared/setting-defaults.ts';
import { type HoldOutput } from '../../../shared/schemas/cart.ts';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Buyer } from '../../buyer.ts';
import { bindNames } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { defineRoutine, ensureRoutine, forgetIfMissing } from '../../db/routines.ts';
import { ConflictError } from '../../errors.ts';
import { TAKEN_SQL } from './availability.ts';
import { publishLive } from './live-change.ts';
import { pieceChange } from './piece-change.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { scheduleTurns } from './turns.ts';
import { lockHolders } from './hold-locks.ts';

/** Caps on what is held at once that come from the environment (README "Configuration"); 0 is none. */
export type HoldLimits = { guestPiecesPerAddress: number };

/** In-process callers (tests, scripts) have no address to count, as they bring no rate limiters. */
export const NO_ADDRESS_HOLD_LIMIT: HoldLimits = { guestPiecesPerAddress: 0 };

/** Where a hold is asked from: the caller's address (null in process) and the limits that apply. */
export type HoldOrigin = { address: string | null; limits: HoldLimits };

/** One buyer's press of "hold", as it arrived: `at` is the moment the hold is judged at. */
export type HoldRequest = { buyer: Buyer; origin: HoldOrigin; at: Date; mail: MailOutbox };

/** A whole-number setting read as parseInt reads it (settings.service.ts); no question mark, which the driver would take for a parameter. */
const settingSql = (key: string, fallback: string) =>
  `coalesce((select substring(value from '^\\s*([+-]{0,1}[0-9]{1,9})')::int from settings where key = '${key}'), ${fallback})`;

/** This buyer's hold, not yet lapsed, over products aliased `p`. */
const MINE_AND_LIVE = `(p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer and p.hold_expires_at > :now::timestamptz)`;

/** A column of this buyer's turn in the queue of product `p`, when it runs now (pieces/turns.ts); else null. */
const myTurn = (column: 'turn_starts_at' | 'turn_ends_at') =>
  `(select q.${column} from queue_entries q where q.product_id = p.id and q.buyer_kind = :kind and q.buyer_id = :buyer
    and q.turn_starts_at <= :now::timestamptz and q.turn_ends_at > :now::timestamptz)`;

/** The ids of the pieces in the buyer's cart. */
const CART_PIECES_SQL = `select ci.product_id from cart_items ci join carts c on c.id = ci.cart_id where c.owner_kind = :kind and c.owner_id = :buyer`;

/** The cart's pieces (their ids selected by `cartPieces`), each with whether it is taken for this buyer. */
const seenSql = (cartPieces: string) => `select p.id, ${TAKEN_SQL} as taken from products p where p.id in (${cartPieces})`;

/** A buyer about to hold, and the moment the hold is judged at. */
export type Look = { buyer: Buyer; at: Date };

/**
 * The answer a hold would give at once from `seen`, with no transaction and no lock: an empty cart, or a
 * piece plainly taken. In a drop nearly every buyer loses, and this one read tells them so; the
 * routine below would refuse them on the same committed rows, after locks and a transaction. One row
 * per look of the batch (`looks`), in its order.
 */
const FIRST_LOOKS_SQL = `
select count(seen.id)::int as lines, coalesce(bool_or(seen.taken), false) as taken
from jsonb_array_elements(?::jsonb) with ordinality as look(q, arrival)
left join lateral (${bindNames(
  seenSql(CART_PIECES_SQL),
  new Map([['now', `(look.q->>'at')::timestamptz`], ['kind', `(look.q->>'kind')`], ['buyer', `(look.q->>'buyer')`]]),
)}) as seen on true
group by look.arrival order by look.arrival`;

/** Refuses at once, without a transaction, each hold that `seen` already refuses (an answer); else null: it goes on to be decided. */
export async function lookAtCarts(em: Em, looks: readonly Look[]): Promise<(ConflictError | null)[]> {
  const batch = looks.map(({ buyer, at }) => ({ kind: buyer.kind, buyer: buyer.id, at: at.toISOString() }));
  const rows = await em.execute<{ lines: number; taken: boolean }[]>(FIRST_LOOKS_SQL, [JSON.stringify(batch)]);
  return rows.map((look) => {
    if (look.lines === 0) return new ConflictError(CART_MESSAGES.empty);
    return look.taken ? new ConflictError(CART_MESSAGES.unavailable) : null;
  });
}

/** The fragments' names, bound to the routine's loop record `req` (one request of the batch). */
const inRoutine = (sql: string) =>
  bindNames(sql, new Map([['now', 'req.at'], ['kind', 'req.kind'], ['buyer', 'req.buyer'], ['address', 'req.address']]));

/**
 * One buyer's hold, all pieces or none, inside the routine's loop: by then hold-locks.ts has serialised
 * the holds of every buyer of the batch (and, for a guest, of its address), so the counts below, read at
 * the statement's start, are exact, and two holds can never both slip under a cap. The batch's earlier
 * holds are this transaction's own writes, which the statement sees.
 *
 * - `seen`: the cart's pieces as the batch found it, each with whether it is taken for this buyer. If
 *   one is, the answer is no.
 * - `kept`: live holds outside this cart, which stay: the buyer's own, and guests' from this address.
 *   The cart plus those may not pass `max_pieces_per_buyer`, nor (for a guest) the address's limit.
 * - `locked`: the pieces again, locked (the routine has locked them already, in id order) and read
 *   again. A piece this buyer already holds keeps its start; so does a piece in this buyer's turn in
 *   its queue (the turn becomes the hold, as if held since the turn began); any other starts now.
 * - The UPDATE runs only if every piece of the cart was locked and none is taken. A renewal runs to
 *   `product_hold_duration` from now, but never past twice that from the hold's start, and never
 *   shortens a hold. The pieces it held come back (`pieces`) for the live screens.
 */
const ONE_HOLD_SQL = `
with seen as (${seenSql(`select value::int from jsonb_array_elements_text(coalesce(v_carts -> (:kind || ':' || :buyer), '[]'))`)}),
kept as (
  select
    count(*) filter (where p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer) as buyer,
    count(*) filter (where p.hold_buyer_kind = 'guest' and p.hold_address = :address) as address
  from products p
  where p.status = 'Available' and p.hold_expires_at > :now::timestamptz and p.id not in (select id from seen)
    and ((p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer) or (p.hold_buyer_kind = 'guest' and p.hold_address = :address))
),
verdict as (
  select case
    when exists (select 1 from seen where taken) then 'unavailable'
    when (select count(*) from seen) + (select buyer from kept) > v_cap then 'buyer'
    when req.address_cap > 0 and (select count(*) from seen) + (select address from kept) > req.address_cap then 'address'
  end as refusal
),
locked as (
  select p.id, ${TAKEN_SQL} as taken,
    case when ${MINE_AND_LIVE} then coalesce(p.hold_started_at, :now::timestamptz) else coalesce(${myTurn('turn_starts_at')}, :now::timestamptz) end as started,
    case when ${MINE_AND_LIVE} then p.hold_expires_at else ${myTurn('turn_ends_at')} end as current_expiry
  from products p
  where p.id in (select id from seen) and (select refusal from verdict) is null
  order by p.id
  for update
),
held as (
  update products p set hold_buyer_kind = :kind, hold_buyer_id = :buyer, hold_address = :address, hold_started_at = l.started,
    hold_expires_at = greatest(
      l.current_expiry,
      least(:now::timestamptz + make_interval(mins => v_minutes), l.started + make_interval(mins => 2 * v_minutes))
    )
  from locked l
  where p.id = l.id
    and (select count(*) from locked) = (select count(*) from seen)
    and not exists (select 1 from locked where taken)
  returning p.id, p.hold_expires_at, p.drop_at
)
select jsonb_build_object(
  'lines', (select count(*) from seen),
  'held', (select count(*) from held),
  'pieces', (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'holdExpiresAt', hold_expires_at, 'dropAt', drop_at) order by id), '[]') from held),
  'refusal', (select refusal from verdict),
  'seconds', (select floor(extract(epoch from min(hold_expires_at) - :now::timestamptz)) from held)::int
) into v_outcome`;

/**
 * The holds of a batch (hold.ts, db/batches.ts), decided one by one in arrival order, in one statement and the
 * caller's transaction: `requests` is a JSON array of `{ kind, buyer, address, address_cap, at }`.
 * The carts are read first, as they are when the batch starts: a hold is of the cart its buyer saw, not
 * of one changed while it waited for a lock. Then every piece of every cart in the batch is locked, in
 * id order, as holds, queues and orders lock pieces: a batch that took its pieces' locks request by
 * request would hold them out of order, and two instances' batches could wait on each other in a circle.
 */
const HOLD_CARTS = defineRoutine(
  'ukay_hold_carts',
  '(requests jsonb, default_minutes int, default_cap int) returns jsonb',
  `declare
  req record;
  v_carts jsonb;
  v_minutes int;
  v_cap int;
  v_outcome jsonb;
  v_outcomes jsonb := '[]';
begin
  select coalesce(jsonb_object_agg(owner, pieces), '{}') into v_carts from (
    select c.owner_kind || ':' || c.owner_id as owner, jsonb_agg(ci.product_id) as pieces
    from carts c join cart_items ci on ci.cart_id = c.id
    where (c.owner_kind, c.owner_id) in (select e.q->>'kind', e.q->>'buyer' from jsonb_array_elements(requests) as e(q))
    group by c.owner_kind, c.owner_id
  ) as carts;
  perform 1 from products p
  where p.id in (select (jsonb_array_elements_text(value))::int from jsonb_each(v_carts))
  order by p.id for update;
  select ${settingSql('product_hold_duration', 'default_minutes')}, ${settingSql('max_pieces_per_buyer', 'default_cap')} into v_minutes, v_cap;
  for req in
    select e.q->>'kind' as kind, e.q->>'buyer' as buyer, e.q->>'address' as address, (e.q->>'address_cap')::int as address_cap,
      (e.q->>'at')::timestamptz as at
    from jsonb_array_elements(requests) with ordinality as e(q, arrival) order by e.arrival
  loop
    ${inRoutine(ONE_HOLD_SQL)};
    v_outcomes := v_outcomes || jsonb_build_array(v_outcome);
  end loop;
  return jsonb_build_object('minutes', v_minutes, 'cap', v_cap, 'outcomes', v_outcomes);
end`,
);

type HoldOutcome = {
  lines: number;
  held: number;
  pieces: { id: number; holdExpiresAt: string; dropAt: string | null }[];
  refusal: 'unavailable' | 'buyer' | 'address' | null;
  seconds: number | null;
};

type Decided = { minutes: number; cap: number; outcomes: HoldOutcome[] };

/** The cap on the guests of this request's address, or 0 where none is counted (a user, an in-process caller). */
const addressCapOf = ({ buyer, origin }: HoldRequest) => (buyer.kind === 'guest' && origin.address !== null ? origin.limits.guestPiecesPerAddress : 0);

/** What the buyer is told: the hold's time, or why not. An error is answered, not thrown: each request of a batch has its own. */
function answerOf(request: HoldRequest, outcome: HoldOutcome | undefined, decided: Decided): HoldOutput | ConflictError {
  if (!outcome || outcome.lines === 0) return new ConflictError(CART_MESSAGES.empty);
  if (outcome.refusal === 'buyer') return new ConflictError(HOLD_LIMIT_MESSAGES.perBuyer(decided.cap));
  if (outcome.refusal === 'address') return new ConflictError(HOLD_LIMIT_MESSAGES.perAddress(addressCapOf(request)));
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
  const counted = requests.filter((request) => addressCapOf(request) > 0).map((request) => request.origin.address as string);
  await lockHolders(tx, requests.map((request) => request.buyer), counted);
  const batch = requests.map((request) => ({
    kind: request.buyer.kind,
    buyer: request.buyer.id,
    address: request.origin.address,
    address_cap: addressCapOf(request),
    at: request.at.toISOString(),
  }));
  const [row] = await tx.execute<{ decided: Decided }[]>(`select ${HOLD_CARTS.name}(?::jsonb, ?, ?) as decided`, [
    JSON.stringify(batch),
    Number(SETTING_DEFAULTS.product_hold_duration),
    Number(SETTING_DEFAULTS.max_pieces_per_buyer),
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
  return requests.map((request, index) => answerOf(request, decided.outcomes[index], decided));
}

/**
 * Holds every piece in each buyer's cart, all or none (design.md §2 and §8), deciding `requests` in
 * their order in one transaction: Available pieces, unheld, expired or already this buyer's (whose hold
 * is renewed, up to twice the hold duration from its start). Refused when the cart, with the buyer's
 * other live holds, is more than `max_pieces_per_buyer`, or when a guest's cart would take the guests
 * of its address past `limits.guestPiecesPerAddress`.
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
