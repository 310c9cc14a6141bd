import { SETTING_DEFAULTS } from '../../../shared/setting-defaults.ts';
import { type HoldOutput } from '../../../shared/schemas/cart.ts';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Buyer } from '../../buyer.ts';
import { positional } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError } from '../../errors.ts';
import { TAKEN_SQL } from '../catalog/availability.ts';
import { publishLive } from '../live/live-change.ts';
import { pieceChange } from '../live/piece-change.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { scheduleTurns } from '../queue/turns.ts';
import { lockHolders } from './hold-locks.ts';

/** Caps on what is held at once that come from the environment (README "Configuration"); 0 is none. */
export type HoldLimits = { guestPiecesPerAddress: number };

/** In-process callers (tests, scripts) have no address to count, as they bring no rate limiters. */
export const NO_ADDRESS_HOLD_LIMIT: HoldLimits = { guestPiecesPerAddress: 0 };

/** Where a hold is asked from: the caller's address (null in process) and the limits that apply. */
export type HoldOrigin = { address: string | null; limits: HoldLimits };

/** A whole-number setting read as parseInt reads it (settings.service.ts); no question mark, which the driver would take for a parameter. */
const settingSql = (key: string, fallback: string) =>
  `coalesce((select substring(value from '^\\s*([+-]{0,1}[0-9]{1,9})')::int from settings where key = '${key}'), ${fallback})`;

/** This buyer's hold, not yet lapsed, over products aliased `p`. */
const MINE_AND_LIVE = `(p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer and p.hold_expires_at > :now::timestamptz)`;

/** A column of this buyer's turn in the queue of product `p`, when it runs now (queue/turns.ts); else null. */
const myTurn = (column: 'turn_starts_at' | 'turn_ends_at') =>
  `(select q.${column} from queue_entries q where q.product_id = p.id and q.buyer_kind = :kind and q.buyer_id = :buyer
    and q.turn_starts_at <= :now::timestamptz and q.turn_ends_at > :now::timestamptz)`;

/** The buyer's cart's pieces as last committed, read without locks, each with whether it is taken for this buyer. */
const SEEN_SQL = `
  select p.id, ${TAKEN_SQL} as taken
  from products p join cart_items ci on ci.product_id = p.id join carts c on c.id = ci.cart_id
  where c.owner_kind = :kind and c.owner_id = :buyer`;

/**
 * The answer a hold would give at once from `seen`, with no transaction and no lock: an empty cart, or a
 * piece plainly taken. In a drop nearly every buyer loses, and this one read tells them so; the
 * statement below would refuse them on the same committed rows, after two locks and a transaction.
 */
const FIRST_LOOK_SQL = `select count(*)::int as lines, coalesce(bool_or(taken), false) as taken from (${SEEN_SQL}) seen`;

/**
 * The whole hold in one statement, all pieces or none, run after hold-locks.ts has serialised the holds
 * of this buyer (and, for a guest, of this address): so the counts below, read at the statement's
 * start, are exact, and two holds can never both slip under a cap.
 *
 * - `seen`: the cart's pieces as last committed, read without locks. If one is plainly taken (a
 *   committed hold of someone else, Pending, Sold), the answer is no, at once: a loser of a drop
 *   never queues behind the winner's row locks.
 * - `kept`: live holds outside this cart, which stay: the buyer's own, and guests' from this address.
 *   The cart plus those may not pass `max_pieces_per_buyer`, nor (for a guest) the address's limit.
 * - `locked`: otherwise the pieces are locked in id order (overlapping carts cannot deadlock) and
 *   `taken` is computed again on the newest committed row, as FOR UPDATE re-reads a row it waited for.
 *   A piece this buyer already holds keeps its start; so does a piece in this buyer's turn in its queue
 *   (the turn becomes the hold, as if held since the turn began); any other starts now.
 * - The UPDATE runs only if every piece of the cart was locked and none is taken. A renewal runs to
 *   `product_hold_duration` from now, but never past twice that from the hold's start, and never
 *   shortens a hold. The pieces it held come back (`pieces`) for the live screens.
 */
const HOLD_SQL = `
with limits as (
  select ${settingSql('product_hold_duration', ':defaultMinutes')} as minutes, ${settingSql('max_pieces_per_buyer', ':defaultCap')} as cap
),
seen as (${SEEN_SQL}),
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
    when (select count(*) from seen) + (select buyer from kept) > (select cap from limits) then 'buyer'
    when :countAddress and (select count(*) from seen) + (select address from kept) > :addressCap then 'address'
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
      least(:now::timestamptz + make_interval(mins => limits.minutes), l.started + make_interval(mins => 2 * limits.minutes))
    )
  from locked l, limits
  where p.id = l.id
    and (select count(*) from locked) = (select count(*) from seen)
    and not exists (select 1 from locked where taken)
  returning p.id, p.hold_expires_at, p.drop_at
)
select (select count(*) from seen)::int as lines, (select count(*) from held)::int as held,
  (select coalesce(json_agg(json_build_object('id', id, 'holdExpiresAt', hold_expires_at, 'dropAt', drop_at) order by id), '[]') from held) as pieces,
  (select minutes from limits) as minutes, (select cap from limits) as cap, (select refusal from verdict) as refusal,
  (select floor(extract(epoch from min(hold_expires_at) - :now::timestamptz)) from held)::int as seconds`;

type HoldRow = {
  lines: number;
  held: number;
  pieces: { id: number; holdExpiresAt: string; dropAt: string | null }[];
  minutes: number;
  cap: number;
  refusal: 'unavailable' | 'buyer' | 'address' | null;
  seconds: number | null;
};

/**
 * Holds every piece in the buyer's cart, all or none (design.md §2 and §8): Available pieces, unheld,
 * expired or already this buyer's (whose hold is renewed, up to twice the hold duration from its
 * start). Refused when the cart, with the buyer's other live holds, is more than `max_pieces_per_buyer`,
 * or when a guest's cart would take the guests of its address past `limits.guestPiecesPerAddress`.
 */
export async function holdCart(em: Em, buyer: Buyer, origin: HoldOrigin, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<HoldOutput> {
  const firstLook = positional(FIRST_LOOK_SQL, { now, kind: buyer.kind, buyer: buyer.id });
  const [look] = await em.execute<{ lines: number; taken: boolean }[]>(firstLook.sql, firstLook.params);
  if (!look || look.lines === 0) throw new ConflictError(CART_MESSAGES.empty);
  if (look.taken) throw new ConflictError(CART_MESSAGES.unavailable);
  const addressCap = buyer.kind === 'guest' && origin.address !== null ? origin.limits.guestPiecesPerAddress : 0;
  const { sql, params } = positional(HOLD_SQL, {
    now,
    kind: buyer.kind,
    buyer: buyer.id,
    address: origin.address,
    countAddress: addressCap > 0,
    addressCap,
    defaultMinutes: Number(SETTING_DEFAULTS.product_hold_duration),
    defaultCap: Number(SETTING_DEFAULTS.max_pieces_per_buyer),
  });
  const row = await em.transactional(async (tx) => {
    await lockHolders(tx, buyer, addressCap > 0 ? origin.address : null);
    const [result] = await tx.execute<HoldRow[]>(sql, params);
    // Every screen shows the pieces on hold (held for this buyer's own), in the hold's own transaction: one NOTIFY for the cart.
    const held = (result?.pieces ?? []).map((piece) => pieceChange({ ...piece, status: 'Available', holdBuyerKind: buyer.kind, holdBuyerId: buyer.id }));
    await publishLive(tx, held);
    // The queue now follows this hold: its turns start when the hold ends, and the buyer's own entry (their turn, taken) leaves the line.
    await scheduleTurns(tx, held.map((piece) => piece.id), now, mail);
    return result;
  });
  if (!row || row.lines === 0) throw new ConflictError(CART_MESSAGES.empty);
  if (row.refusal === 'buyer') throw new ConflictError(HOLD_LIMIT_MESSAGES.perBuyer(row.cap));
  if (row.refusal === 'address') throw new ConflictError(HOLD_LIMIT_MESSAGES.perAddress(addressCap));
  if (row.held !== row.lines || row.seconds === null) throw new ConflictError(CART_MESSAGES.unavailable);
  return {
    hold_duration: row.minutes,
    hold_expiry_time_in_seconds: row.seconds,
    is_hold_expired: false,
  };
}
