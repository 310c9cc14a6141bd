import type { Buyer } from '../../buyer.ts';
import { placeholders } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import type { HoldColumns, Turn } from './availability.ts';
import { publishLive } from './live-change.ts';
import { pieceChange } from './piece-change.ts';
import { readWholeNumberSetting } from '../settings/settings.service.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { pieceSoldMail } from './mails/piece-sold.mail.ts';
import { yourTurnMail } from './mails/your-turn.mail.ts';
import { planTurns, type WaitingEntry } from './turn-plan.ts';
import { planTurnUnclaimedPush } from './turn-unclaimed-push.ts';

/** Timestamps of raw rows come back as PostgreSQL's text (or a Date, by driver): the platform parses them. */
type Stamp = string | Date | null;

type PieceRow = {
  id: number;
  status: HoldColumns['status'];
  hold_buyer_kind: HoldColumns['holdBuyerKind'];
  hold_buyer_id: string | null;
  hold_expires_at: Stamp;
  reserved_until: Stamp;
  queue_ends_at: Stamp;
  drop_at: Stamp;
};

type EntryRow = {
  id: number;
  product_id: number;
  buyer_kind: WaitingEntry['buyerKind'];
  buyer_id: string;
  turn_starts_at: Stamp;
  turn_ends_at: Stamp;
};


function dateOf(em: Em, value: Stamp): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : em.getPlatform().parseDate(value);
}

/** The queue's entries of these pieces in line order: by the turn each has, then by when they joined. */
async function entriesOf(em: Em, productIds: readonly number[]): Promise<Map<number, WaitingEntry[]>> {
  const rows = await em.execute<EntryRow[]>(
    `select id, product_id, buyer_kind, buyer_id, turn_starts_at, turn_ends_at from queue_entries
     where product_id in (${placeholders(productIds)}) order by product_id, turn_starts_at asc nulls last, joined_at, id`,
    [...productIds],
  );
  const byPiece = new Map<number, WaitingEntry[]>(productIds.map((id) => [id, []]));
  for (const row of rows) {
    byPiece.get(row.product_id)?.push({
      id: row.id,
      buyerKind: row.buyer_kind,
      buyerId: row.buyer_id,
      startsAt: dateOf(em, row.turn_starts_at),
      endsAt: dateOf(em, row.turn_ends_at),
    });
  }
  return byPiece;
}

/**
 * The scheduled turns of these pieces (availability.ts reads them to tell a buyer the piece is theirs
 * during their turn). A turn that has ended still reads here until the next write drops it: the clock,
 * not this list, says whose turn it is.
 */
export async function turnsOf(em: Em, productIds: readonly number[]): Promise<Map<number, Turn[]>> {
  if (productIds.length === 0) return new Map();
  const entries = await entriesOf(em, productIds);
  return new Map(
    [...entries].map(([productId, line]) => [
      productId,
      line.flatMap(({ buyerKind, buyerId, startsAt, endsAt }) => (startsAt && endsAt ? [{ buyerKind, buyerId, startsAt, endsAt }] : [])),
    ]),
  );
}

/**
 * How many still wait in each piece's queue (the owner's product manager): entries whose turn has not
 * ended, as the next write's planning would keep them. Pieces with no queue are absent.
 */
export async function queueLengths(em: Em, productIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await em.execute<{ product_id: number; waiting: string | number }[]>(
    `select product_id, count(*) as waiting from queue_entries
     where product_id in (${placeholders(productIds)}) and (turn_ends_at is null or turn_ends_at > ?) group by product_id`,
    [...productIds, now],
  );
  return new Map(rows.map((row) => [row.product_id, Number(row.waiting)]));
}

/**
 * Locks the pieces in id order, as holds and orders lock them, and answers their columns. Every write to
 * a queue takes its piece's lock first, then its entries' rows, so no two writers wait on each other in a circle.
 */
async function lockPieces(tx: Em, productIds: readonly number[]): Promise<PieceRow[]> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return tx.execute<PieceRow[]>(
    `select id, status, hold_buyer_kind, hold_buyer_id, hold_expires_at, reserved_until, queue_ends_at, drop_at
     from products where id in (${placeholders(ids)}) order by id for update`,
    ids,
  );
}

/** Each shopper still waiting when the piece sold is told their wait is over (before their entries go). */
async function tellSoldWhileWaiting(tx: Em, productId: number, entryIds: readonly number[], mail: MailOutbox): Promise<void> {
  if (entryIds.length === 0) return;
  const waiting = await tx.execute<{ email: string; guest: boolean }[]>(
    `select email, buyer_kind = 'guest' as guest from queue_entries where id in (${placeholders(entryIds)})`,
    [...entryIds],
  );
  for (const { email, guest } of waiting) await mail.enqueue(tx, pieceSoldMail, { productId, email, guest });
}

/**
 * Schedules the queues of these pieces again, after a write changed their hold or their queue (design.md
 * §8 "Next in line"): in the write's own transaction, with the pieces locked in id order (as holds and
 * orders lock them), so two instances acting on one piece at once are served one after the other and
 * the second plans from what the first committed. Lapsed entries, and the holder's own, leave the line;
 * `products.queue_ends_at` follows the last turn; screens learn a piece's new end of hold; each turn that
 * starts anew is mailed to its buyer when it begins, and each buyer still waiting when the piece sold is
 * told so (through `mail`, in the same transaction).
 */
export async function scheduleTurns(tx: Em, productIds: readonly number[], now: Date, mail: MailOutbox = NO_MAIL): Promise<void> {
  const pieces = await lockPieces(tx, productIds);
  const ids = pieces.map((piece) => piece.id);
  if (ids.length === 0) return;
  const entries = await entriesOf(tx, ids);
  // Most pieces have no queue, nor had one: nothing to plan, and no setting to read (a drop's holds pass here).
  const queued = pieces.filter((piece) => (entries.get(piece.id)?.length ?? 0) > 0 || piece.queue_ends_at !== null);
  if (queued.length === 0) return;
  const durationMs = (await readWholeNumberSetting(tx, 'product_hold_duration')) * 60_000;
  const changed = [];
  for (const piece of queued) {
    const holdExpiresAt = dateOf(tx, piece.hold_expires_at);
    const plan = planTurns(
      { status: piece.status, holdBuyerKind: piece.hold_buyer_kind, holdBuyerId: piece.hold_buyer_id, holdExpiresAt, reservedUntil: dateOf(tx, piece.reserved_until) },
      entries.get(piece.id) ?? [],
      now,
      durationMs,
    );
    await tellSoldWhileWaiting(tx, piece.id, plan.soldWhileWaiting, mail);
    if (plan.removed.length > 0) await tx.execute(`delete from queue_entries where id in (${placeholders(plan.removed)})`, plan.removed);
    const waiting = new Map((entries.get(piece.id) ?? []).map((entry) => [entry.id, entry]));
    for (const turn of plan.turns) {
      const before = waiting.get(turn.id);
      if (turn.startsAt && before?.startsAt?.getTime() !== turn.startsAt.getTime()) {
        // A turn that moves is news again: told when it begins; the mail planned for its old start finds it moved and stays unsent.
        await mail.enqueue(tx, yourTurnMail, { entryId: turn.id, startsAt: turn.startsAt.toISOString() }, { startAfter: turn.startsAt });
      }
      if (before && turn.startsAt && turn.endsAt && before.endsAt?.getTime() !== turn.endsAt.getTime()) {
        // The owner hears of a turn left untaken at its end; one planned for an old end finds the turn moved and tells nothing.
        const planned = { entryId: turn.id, productId: piece.id, buyerKind: before.buyerKind, buyerId: before.buyerId };
        await planTurnUnclaimedPush(tx, mail, { ...planned, startsAt: turn.startsAt.toISOString(), endsAt: turn.endsAt.toISOString() });
      }
      await tx.execute(
        `update queue_entries set turn_starts_at = ?, turn_ends_at = ?,
           notified_at = case when turn_starts_at is not distinct from ? then notified_at end
         where id = ?`,
        [turn.startsAt, turn.endsAt, turn.startsAt, turn.id],
      );
    }
    const before = dateOf(tx, piece.queue_ends_at);
    if (before?.getTime() === plan.queueEndsAt?.getTime()) continue;
    await tx.execute('update products set queue_ends_at = ? where id = ?', [plan.queueEndsAt, piece.id]);
    changed.push(
      pieceChange({
        id: piece.id,
        status: piece.status,
        holdBuyerKind: piece.hold_buyer_kind,
        holdBuyerId: piece.hold_buyer_id,
        holdExpiresAt,
        reservedUntil: dateOf(tx, piece.reserved_until),
        queueEndsAt: plan.queueEndsAt,
        dropAt: dateOf(tx, piece.drop_at),
      }),
    );
  }
  await publishLive(tx, changed);
}

/**
 * The buyer leaves the queues of these pieces (a piece taken out of their cart, an order that took it):
 * the turns behind them move up at the caller's `scheduleTurns`. Answers the pieces whose queue they
 * left; only those are locked, so taking a piece with no queue out of a cart never waits on a hold.
 */
export async function leaveQueues(tx: Em, buyer: Buyer, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const mine = `buyer_kind = ? and buyer_id = ? and product_id in (${placeholders(productIds)})`;
  const waiting = await tx.execute<{ product_id: number }[]>(`select product_id from queue_entries where ${mine}`, [buyer.kind, buyer.id, ...productIds]);
  const pieces = (await lockPieces(tx, waiting.map((entry) => entry.product_id))).map((piece) => piece.id);
  if (pieces.length === 0) return [];
  await tx.execute(`delete from queue_entries where buyer_kind = ? and buyer_id = ? and product_id in (${placeholders(pieces)})`, [buyer.kind, buyer.id, ...pieces]);
  return pieces;
}

/**
 * A guest who signs in or registers keeps their places in line, as the account (`email` is the
 * account's, where turns are now mailed). Where both wait for one piece, the earlier place stays. If
 * the account's places and the guest's together would pass `max_pieces_per_buyer`, the guest's are
 * left, as holds are (fresh guest ids signed in to one account must not pile places beyond the cap).
 * The lines concerned are planned again at `now`.
 */
export async function adoptQueuePlaces(tx: Em, guest: Buyer, user: Buyer, email: string, now: Date, mail: MailOutbox = NO_MAIL): Promise<void> {
  const waiting = await tx.execute<{ product_id: number }[]>('select product_id from queue_entries where buyer_kind = ? and buyer_id = ?', [guest.kind, guest.id]);
  const pieces = (await lockPieces(tx, waiting.map((entry) => entry.product_id))).map((piece) => piece.id);
  if (pieces.length === 0) return;
  // Places still waiting, as a join counts them: a turn that ended is no place.
  const [{ places } = { places: 0 }] = await tx.execute<{ places: number }[]>(
    `select count(distinct product_id)::int as places from queue_entries
     where ((buyer_kind = ? and buyer_id = ?) or (buyer_kind = ? and buyer_id = ?)) and (turn_ends_at is null or turn_ends_at > ?)`,
    [guest.kind, guest.id, user.kind, user.id, now],
  );
  if (places <= (await readWholeNumberSetting(tx, 'max_pieces_per_buyer'))) {
    // The later of two places for one piece goes, then the guest's places become the account's.
    await tx.execute(
      `delete from queue_entries later using queue_entries earlier
       where later.product_id = earlier.product_id and (earlier.joined_at, earlier.id) < (later.joined_at, later.id)
         and ((later.buyer_kind = ? and later.buyer_id = ? and earlier.buyer_kind = ? and earlier.buyer_id = ?)
           or (later.buyer_kind = ? and later.buyer_id = ? and earlier.buyer_kind = ? and earlier.buyer_id = ?))`,
      [user.kind, user.id, guest.kind, guest.id, guest.kind, guest.id, user.kind, user.id],
    );
    await tx.execute('update queue_entries set buyer_kind = ?, buyer_id = ?, email = ?, address = null where buyer_kind = ? and buyer_id = ?', [
      user.kind,
      user.id,
      email,
      guest.kind,
      guest.id,
    ]);
  } else {
    await tx.execute('delete from queue_entries where buyer_kind = ? and buyer_id = ?', [guest.kind, guest.id]);
  }
  await scheduleTurns(tx, pieces, now, mail);
}

/** Everyone leaves the piece's queue (the owner cleared it); answers how many were waiting. */
export async function emptyQueue(tx: Em, productId: number): Promise<number> {
  await lockPieces(tx, [productId]);
  const left = await tx.execute<{ id: number }[]>('delete from queue_entries where product_id = ? returning id', [productId]);
  return left.length;
}
