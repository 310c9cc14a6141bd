import { SETTING_DEFAULTS } from '../../../shared/constants.ts';
import { CART_MESSAGES, type HoldOutput } from '../../../shared/schemas/cart.ts';
import type { Buyer } from '../../buyer.ts';
import { positional } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError } from '../../errors.ts';
import { TAKEN_SQL } from '../catalog/availability.ts';

/**
 * The whole hold in one statement, so one round trip and one (implicit) transaction: a statement is
 * atomic on its own, and every write below is gated on one condition, so it holds all pieces or none.
 *
 * - `minutes`: product_hold_duration read as parseInt reads it (settings.service.ts `wholeNumber`); no
 *   question mark in the text, which the driver would take for a parameter.
 * - `seen`: the cart's pieces as last committed, read without locks. If one is plainly taken (a
 *   committed hold of someone else, Pending, Sold), the answer is no, at once: a loser of a drop
 *   never queues behind the winner's row locks.
 * - `locked`: otherwise the pieces are locked in id order (overlapping carts cannot deadlock) and
 *   `taken` is computed again on the newest committed row, as FOR UPDATE re-reads a row it waited for.
 * - The UPDATE runs only if every piece of the cart was locked and none is taken.
 */
const HOLD_SQL = `
with minutes as (
  select coalesce(
    (select substring(value from '^\\s*([+-]{0,1}[0-9]{1,9})')::int from settings where key = 'product_hold_duration'),
    :defaultMinutes
  ) as value
),
seen as (
  select p.id, ${TAKEN_SQL} as taken
  from products p join cart_items ci on ci.product_id = p.id join carts c on c.id = ci.cart_id
  where c.owner_kind = :kind and c.owner_id = :buyer
),
locked as (
  select p.id, ${TAKEN_SQL} as taken
  from products p
  where p.id in (select id from seen) and not exists (select 1 from seen where taken)
  order by p.id
  for update
),
held as (
  update products set hold_buyer_kind = :kind, hold_buyer_id = :buyer,
    hold_expires_at = :now::timestamptz + make_interval(mins => (select value from minutes))
  where id in (select id from locked)
    and (select count(*) from locked) = (select count(*) from seen)
    and not exists (select 1 from locked where taken)
  returning id
)
select (select count(*) from seen)::int as lines, (select count(*) from held)::int as held, (select value from minutes) as minutes`;

type HoldRow = { lines: number; held: number; minutes: number };

/**
 * Holds every piece in the buyer's cart for `product_hold_duration` minutes, all or none
 * (design.md §2): Available pieces, unheld, expired or already this buyer's (whose expiry is renewed).
 */
export async function holdCart(em: Em, buyer: Buyer, now = new Date()): Promise<HoldOutput> {
  const { sql, params } = positional(HOLD_SQL, {
    now,
    kind: buyer.kind,
    buyer: buyer.id,
    defaultMinutes: Number(SETTING_DEFAULTS.product_hold_duration),
  });
  const [row] = await em.execute<HoldRow[]>(sql, params);
  if (!row || row.lines === 0) throw new ConflictError(CART_MESSAGES.empty);
  if (row.held !== row.lines) throw new ConflictError(CART_MESSAGES.unavailable);
  return {
    hold_duration: row.minutes,
    hold_expiry_time_in_seconds: row.minutes * 60,
    is_hold_expired: false,
  };
}
