import { OPENING_ACTIONS, OPENING_MESSAGES } from '../../../shared/cart-messages.ts';
import { SETTING_DEFAULTS } from '../../../shared/setting-defaults.ts';
import type { Buyer } from '../../buyer.ts';
import { bindNames, positional } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError } from '../../errors.ts';
import { settingSql } from './setting-sql.ts';

/**
 * A drop's opening (decision 025): for `drop_opening_minutes` after a drop opens, its pieces go only
 * to signed-in buyers with a confirmed e-mail, and each inbox (`users.mailbox`) may claim at most
 * `drop_pieces_per_buyer` of them, held or ordered (and, to join a line, waited for). A script's fresh
 * guest ids get nothing, its accounts one share each, and a crowd behind one address is not counted
 * by its address at all. The hold routine (hold-rule.ts) and a queue join (queue.service.ts) read
 * the same fragments below.
 */

/** Why a buyer may not claim a piece in its drop's opening; null: the opening does not stop them. */
export type OpeningRefusal = 'drop-guest' | 'drop-unverified' | 'drop-limit';

/** Piece `p` is in its drop's opening at `:now`, which lasts `:opening` minutes (0: no opening). */
export const IN_OPENING_SQL = `(p.drop_id is not null and p.drop_at <= :now::timestamptz
  and :now::timestamptz < p.drop_at + make_interval(mins => :opening))`;

/**
 * How many pieces of drop `:drop`, besides the ids of `except`, the accounts of one inbox claim at
 * `:now`: a live hold, an order line still holding it, and with `queues` a place in its line. The
 * accounts are `:mates`, the ids (as text) of every user with the buyer's mailbox.
 */
export function claimsSql(except: string, options: { queues: boolean }): string {
  const waiting = `or exists (select 1 from queue_entries q where q.product_id = c.id and q.buyer_kind = 'user' and q.buyer_id = any(:mates)
      and (q.turn_ends_at is null or q.turn_ends_at > :now::timestamptz))`;
  return `(select count(*) from products c where c.drop_id = :drop and c.id not in (${except}) and (
    (c.hold_buyer_kind = 'user' and c.hold_buyer_id = any(:mates) and c.hold_expires_at > :now::timestamptz)
    or exists (select 1 from order_items i join orders o on o.id = i.order_id
      where i.product_id = c.id and i.order_status <> 'cancelled' and not i.released and o.user_id::text = any(:mates))
    ${options.queues ? waiting : ''}))`;
}

/** The ids, as text, of every account that shares the mailbox of user `:user` (itself included). */
export const MATES_SQL = `array(select m.id::text from users m where m.mailbox = (select u.mailbox from users u where u.id = :user))`;

export const OPENING_MINUTES_SQL = settingSql('drop_opening_minutes', SETTING_DEFAULTS.drop_opening_minutes);
export const DROP_CAP_SQL = settingSql('drop_pieces_per_buyer', SETTING_DEFAULTS.drop_pieces_per_buyer);

/**
 * Refuses `buyer` the pieces `productIds` at `now` as the hold routine refuses a hold, for the other
 * ways to claim a piece: joining its line (`queues`: places in the drop's lines count too) and placing
 * an order for pieces nobody holds. Inside the caller's transaction, after lockHolders (hold-locks.ts),
 * which covers every account of the buyer's inbox.
 */
export async function refuseInOpening(tx: Em, buyer: Buyer, productIds: readonly number[], now: Date, options: { queues: boolean }): Promise<void> {
  const user = buyer.kind === 'user' ? Number(buyer.id) : null;
  const wanted = `select value::int from jsonb_array_elements_text(:ids::jsonb)`;
  const names = new Map([
    ['opening', OPENING_MINUTES_SQL],
    ['drop', 'w.drop_id'],
    ['mates', user === null ? `'{}'::text[]` : MATES_SQL],
  ]);
  const sql = `with wanted as (
      select p.drop_id, count(*) as pieces from products p where p.id in (${wanted}) and ${IN_OPENING_SQL} group by p.drop_id
    )
    select ${OPENING_MINUTES_SQL} as minutes, ${DROP_CAP_SQL} as cap,
      coalesce((select email_verified_at is not null from users where id = :user), false) as verified,
      w.pieces + ${claimsSql(wanted, options)} as claimed
    from wanted w`;
  const query = positional(bindNames(sql, names), { now: now.toISOString(), user, ids: JSON.stringify(productIds) });
  const drops = await tx.execute<{ minutes: number; cap: number; verified: boolean; claimed: number }[]>(query.sql, query.params);
  const [first] = drops;
  if (!first) return;
  const over = drops.some((drop) => drop.claimed > drop.cap);
  const refusal: OpeningRefusal | null = user === null ? 'drop-guest' : !first.verified ? 'drop-unverified' : over ? 'drop-limit' : null;
  if (refusal) throw new ConflictError(OPENING_MESSAGES[refusal]({ minutes: first.minutes, cap: first.cap }), OPENING_ACTIONS[refusal]);
}
