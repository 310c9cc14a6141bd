import { bindNames } from '../../db/named-parameters.ts';
import { defineRoutine } from '../../db/routines.ts';
import { TAKEN_SQL } from './availability.ts';
import { claimsSql, IN_OPENING_SQL, MATES_SQL, type OpeningRefusal } from './drop-opening.ts';
import { settingSql } from './setting-sql.ts';

/** This buyer's hold, not yet lapsed, over products aliased `p`. */
const MINE_AND_LIVE = `(p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer and p.hold_expires_at > :now::timestamptz)`;

/**
 * This buyer's hold, lapsed or let go, still inside twice `product_hold_duration` from its start: held
 * again, it keeps that start, so releasing and holding again (or waiting out a lapse of a minute)
 * never renews a hold past its cap. Past the cap the piece was everyone's, and a new hold starts anew.
 */
const MINE_WITHIN_CAP = `(p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer
  and p.hold_started_at + make_interval(mins => 2 * v_minutes) > :now::timestamptz)`;

/** A column of this buyer's turn in the queue of product `p`, when it runs now (pieces/turns.ts); else null. */
const myTurn = (column: 'turn_starts_at' | 'turn_ends_at') =>
  `(select q.${column} from queue_entries q where q.product_id = p.id and q.buyer_kind = :kind and q.buyer_id = :buyer
    and q.turn_starts_at <= :now::timestamptz and q.turn_ends_at > :now::timestamptz)`;

/** The ids of the pieces in the buyer's cart. */
export const CART_PIECES_SQL = `select ci.product_id from cart_items ci join carts c on c.id = ci.cart_id where c.owner_kind = :kind and c.owner_id = :buyer`;

/** The cart's pieces (their ids selected by `cartPieces`), each with whether it is taken for this buyer, and whether its drop is in its opening. */
export const seenSql = (cartPieces: string) => `select p.id, ${TAKEN_SQL} as taken, ${IN_OPENING_SQL} as in_opening from products p where p.id in (${cartPieces})`;

/** The fragments' names, bound to the routine's variables: its loop record `req` (one request of the batch) and the settings read once. */
const inRoutine = (sql: string) =>
  bindNames(
    sql,
    new Map([
      ['now', 'req.at'],
      ['kind', 'req.kind'],
      ['buyer', 'req.buyer'],
      ['address', 'req.address'],
      ['opening', 'v_opening'],
      ['mates', 'v_mates'],
    ]),
  );

/**
 * One buyer's hold, all pieces or none, inside the routine's loop: by then hold-locks.ts has serialised
 * the holds of every buyer of the batch (for an account, of every account of its inbox; for a guest,
 * of its address), so the counts below, read at the statement's start, are exact, and two holds can
 * never both slip under a cap. The batch's earlier holds are this transaction's own writes, which the
 * statement sees.
 *
 * - `seen`: the cart's pieces as the batch found it, each with whether it is taken for this buyer. If
 *   one is, the answer is no.
 * - `opening`: the cart's pieces in their drop's opening, counted by drop (drop-opening.ts). There a
 *   guest or an unconfirmed account is refused, and so is an inbox whose other claims on the drop and
 *   this cart's pieces of it would pass `drop_pieces_per_buyer`.
 * - `kept`: live holds outside this cart, which stay: the buyer's own, and guests' from this address.
 *   The cart plus those may not pass `max_pieces_per_buyer`, nor (for a guest) `guest_pieces_per_network`.
 * - `locked`: the pieces again, locked (the routine has locked them already, in id order) and read
 *   again. A piece this buyer already holds keeps its start, as does one whose hold they let go of
 *   inside its cap (`MINE_WITHIN_CAP`); so does a piece in this buyer's turn in
 *   its queue (the turn becomes the hold, as if held since the turn began); any other starts now.
 * - The UPDATE runs only if every piece of the cart was locked and none is taken. A renewal runs to
 *   `product_hold_duration` from now, but never past twice that from the hold's start, and never
 *   shortens a hold. The pieces it held come back (`pieces`) for the live screens.
 * - `recorded`: a hold that begins is written down once (hold-start.entity.ts): a renewal, or a hold
 *   taken again inside its cap, keeps its start and so finds its row there already.
 */
const ONE_HOLD_SQL = `
with seen as (${seenSql(`select value::int from jsonb_array_elements_text(coalesce(v_carts -> (:kind || ':' || :buyer), '[]'))`)}),
opening as (
  select p.drop_id, count(*) as pieces from products p where p.id in (select id from seen) and ${IN_OPENING_SQL} group by p.drop_id
),
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
    when exists (select 1 from opening) and :kind = 'guest' then 'drop-guest'
    when exists (select 1 from opening) and not v_verified then 'drop-unverified'
    when exists (select 1 from opening o where o.pieces + ${bindNames(claimsSql('select id from seen', { queues: false }), new Map([['drop', 'o.drop_id']]))} > v_drop_cap) then 'drop-limit'
    when (select count(*) from seen) + (select buyer from kept) > v_cap then 'buyer'
    when :kind = 'guest' and :address is not null and v_network_cap > 0
      and (select count(*) from seen) + (select address from kept) > v_network_cap then 'address'
  end as refusal
),
locked as (
  select p.id, ${TAKEN_SQL} as taken,
    case
      when ${MINE_AND_LIVE} then coalesce(p.hold_started_at, :now::timestamptz)
      when ${MINE_WITHIN_CAP} then p.hold_started_at
      else coalesce(${myTurn('turn_starts_at')}, :now::timestamptz)
    end as started,
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
  returning p.id, p.hold_expires_at, p.drop_at, p.hold_started_at
),
recorded as (
  insert into hold_starts (product_id, buyer_kind, buyer_id, started_at)
  select id, :kind, :buyer, hold_started_at from held
  on conflict do nothing
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
 * caller's transaction: `requests` is a JSON array of `{ kind, buyer, address, at }`.
 * The carts are read first, as they are when the batch starts: a hold is of the cart its buyer saw, not
 * of one changed while it waited for a lock. Then every piece of every cart in the batch is locked, in
 * id order, as holds, queues and orders lock pieces: a batch that took its pieces' locks request by
 * request would hold them out of order, and two instances' batches could wait on each other in a circle.
 * The settings are read once; the defaults come from the caller (shared/setting-defaults.ts).
 */
export const HOLD_CARTS = defineRoutine(
  'ukay_hold_carts',
  '(requests jsonb, defaults jsonb) returns jsonb',
  `declare
  req record;
  v_carts jsonb;
  v_minutes int;
  v_cap int;
  v_opening int;
  v_drop_cap int;
  v_network_cap int;
  v_verified boolean;
  v_mates text[];
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
  select ${settingSql('product_hold_duration', `(defaults->>'product_hold_duration')::int`)},
    ${settingSql('max_pieces_per_buyer', `(defaults->>'max_pieces_per_buyer')::int`)},
    ${settingSql('drop_opening_minutes', `(defaults->>'drop_opening_minutes')::int`)},
    ${settingSql('drop_pieces_per_buyer', `(defaults->>'drop_pieces_per_buyer')::int`)},
    ${settingSql('guest_pieces_per_network', `(defaults->>'guest_pieces_per_network')::int`)}
  into v_minutes, v_cap, v_opening, v_drop_cap, v_network_cap;
  for req in
    select e.q->>'kind' as kind, e.q->>'buyer' as buyer, e.q->>'address' as address, (e.q->>'at')::timestamptz as at
    from jsonb_array_elements(requests) with ordinality as e(q, arrival) order by e.arrival
  loop
    v_verified := false;
    v_mates := '{}';
    if req.kind = 'user' then
      select email_verified_at is not null into v_verified from users where id = req.buyer::int;
      v_mates := ${bindNames(MATES_SQL, new Map([['user', 'req.buyer::int']]))};
    end if;
    ${inRoutine(ONE_HOLD_SQL)};
    v_outcomes := v_outcomes || jsonb_build_array(v_outcome);
  end loop;
  return jsonb_build_object('minutes', v_minutes, 'cap', v_cap, 'opening', v_opening, 'dropCap', v_drop_cap, 'networkCap', v_network_cap,
    'outcomes', v_outcomes);
end`,
);

/** One request's outcome, as the routine answers it. */
export type HoldOutcome = {
  lines: number;
  held: number;
  pieces: { id: number; holdExpiresAt: string; dropAt: string | null }[];
  refusal: 'unavailable' | OpeningRefusal | 'buyer' | 'address' | null;
  seconds: number | null;
};

/** The routine's answer: the settings it judged by, and each request's outcome in order. */
export type Decided = { minutes: number; cap: number; opening: number; dropCap: number; networkCap: number; outcomes: HoldOutcome[] };
