import type { ObjectQuery } from '@mikro-orm/core';
import type { Visibility } from '../../../shared/admin-constants.ts';
import type { BuyerKind, ProductStatus } from '../../../shared/constants.ts';
import type { Buyer } from '../../buyer.ts';
import type { Product } from './product.entity.ts';

/**
 * The one home of "who may take a piece now" (design.md §2), in the three forms the code asks it in:
 * a predicate over loaded columns, a SQL fragment for statements that decide in the database, and an
 * ORM filter for queries. availability.test.ts proves the three agree.
 */

export type HoldColumns = {
  status: 'Available' | 'Pending' | 'Sold';
  holdBuyerKind?: BuyerKind | null;
  holdBuyerId?: string | null;
  holdExpiresAt?: Date | null;
  holdStartedAt?: Date | null;
  holdAddress?: string | null;
  /** The owner's reservation ("Reserve for…"): while it runs, nobody may take the piece. */
  reservedUntil?: Date | null;
  /** The end of the piece's queue (pieces/turns.ts): its turns run until then, and the piece is On Hold. */
  queueEndsAt?: Date | null;
  /**
   * The piece's scheduled turns, when the caller read them (pieces/turns.ts `turnsOf`). Without them a
   * running queue is taken for everyone: only a caller that read the turns can tell one buyer it is theirs.
   */
  turns?: readonly Turn[];
};

/** A buyer's turn in a piece's queue: while it runs the piece is theirs, as if they held it (design.md §8). */
export type Turn = { buyerKind: BuyerKind; buyerId: string; startsAt: Date; endsAt: Date };

/*
 * Visibility (design.md §8 "Visibility"): a piece is Draft (`drop_at` null, the admin's only), Scheduled (`drop_at` to
 * come) or Live (`drop_at` come). Derived from the clock the server passes in, never the database's
 * now(), so a drop opens on every instance at the same instant and a test can move the clock.
 */

/** Required, so that no caller forgets it; undefined (an entity's unset column) reads as null, Draft. */
export type VisibilityColumns = { dropAt: Date | null | undefined };

export function isLive(product: VisibilityColumns, now: Date): boolean {
  return !!product.dropAt && product.dropAt.getTime() <= now.getTime();
}

export function visibilityOf(product: VisibilityColumns, now: Date): Visibility {
  if (!product.dropAt) return 'draft';
  return isLive(product, now) ? 'live' : 'scheduled';
}

/** `isLive` in SQL, over products aliased `p`, with the named parameter `:now`. */
export const LIVE_SQL = `coalesce(p.drop_at <= :now, false)`;

/** `isLive` as an ORM filter (a null `drop_at` matches no comparison, so Drafts are left out). */
export function liveAt(now: Date): ObjectQuery<Product> {
  return { dropAt: { $lte: now } };
}

/** A hold counts only until its expiry: no timer releases it, the clock does (design.md §2). */
export function hasLiveHold(product: HoldColumns, now: Date): boolean {
  return product.status === 'Available' && !!product.holdExpiresAt && product.holdExpiresAt.getTime() > now.getTime();
}

/** The owner's reservation counts until `reserved_until`, by the clock, as a hold does until its expiry. */
export function hasLiveReservation(product: HoldColumns, now: Date): boolean {
  return product.status === 'Available' && !!product.reservedUntil && product.reservedUntil.getTime() > now.getTime();
}

/** Just the columns that decide availability, from an entity or a row, to add the turns a caller read to. */
export function holdColumnsOf(product: HoldColumns & VisibilityColumns): HoldColumns & VisibilityColumns {
  const { status, holdBuyerKind, holdBuyerId, holdExpiresAt, reservedUntil, queueEndsAt, dropAt } = product;
  return { status, holdBuyerKind, holdBuyerId, holdExpiresAt, reservedUntil, queueEndsAt, dropAt };
}

/** A queue counts until its last turn ends: the clock hands the piece from turn to turn, no timer. */
export function hasLiveQueue(product: HoldColumns, now: Date): boolean {
  return product.status === 'Available' && !!product.queueEndsAt && product.queueEndsAt.getTime() > now.getTime();
}

/** The turn running at `now`, if the caller read the turns; a live hold comes before every turn. */
export function turnAt(product: HoldColumns, now: Date): Turn | null {
  if (product.status !== 'Available' || hasLiveHold(product, now)) return null;
  const at = now.getTime();
  return product.turns?.find((turn) => turn.startsAt.getTime() <= at && at < turn.endsAt.getTime()) ?? null;
}

/** On Hold to shoppers: a buyer's hold, the owner's reservation, or a queue's turns still to run. */
export function isOnHold(product: HoldColumns, now: Date): boolean {
  return hasLiveHold(product, now) || hasLiveReservation(product, now) || hasLiveQueue(product, now);
}

export function effectiveStatus(product: HoldColumns, now: Date): ProductStatus {
  if (product.status !== 'Available') return product.status;
  return isOnHold(product, now) ? 'OnHold' : 'Available';
}

/** The piece is `buyer`'s now: their live hold, or their turn in its queue. */
export function isHeldBy(product: HoldColumns, buyer: Buyer | null, now: Date): boolean {
  if (buyer === null) return false;
  if (hasLiveHold(product, now)) return product.holdBuyerKind === buyer.kind && product.holdBuyerId === buyer.id;
  const turn = turnAt(product, now);
  return turn !== null && turn.buyerKind === buyer.kind && turn.buyerId === buyer.id;
}

/**
 * Taken for `buyer` (for anyone, when null): not live (a Draft or Scheduled piece is no one's to take),
 * not Available, reserved by the owner for someone (which outranks any hold), or On Hold (a hold, a
 * queue's turn) and not theirs now.
 */
export function isTakenFor(product: HoldColumns & VisibilityColumns, buyer: Buyer | null, now: Date): boolean {
  return (
    !isLive(product, now) ||
    product.status !== 'Available' ||
    hasLiveReservation(product, now) ||
    (isOnHold(product, now) && !isHeldBy(product, buyer, now))
  );
}

/**
 * Until when the piece is On Hold as `viewer` sees it: their own hold's or turn's end when it is
 * theirs, else the end of the whole chain (a hold or the owner's reservation, then the queue's turns),
 * so it stays ON HOLD on every screen until the last in line has had their turn. Null when it is not
 * On Hold.
 */
export function onHoldUntil(product: HoldColumns, viewer: Buyer | null, now: Date): Date | null {
  if (!isOnHold(product, now)) return null;
  const reservation = hasLiveReservation(product, now) ? (product.reservedUntil ?? null) : null;
  const hold = hasLiveHold(product, now) ? (product.holdExpiresAt ?? null) : null;
  if (reservation === null && isHeldBy(product, viewer, now)) return hold ?? turnAt(product, now)?.endsAt ?? null;
  const queue = hasLiveQueue(product, now) ? (product.queueEndsAt ?? null) : null;
  const ends = [reservation, hold, queue].filter((end): end is Date => end !== null);
  return ends.reduce<Date | null>((latest, end) => (latest === null || end.getTime() > latest.getTime() ? end : latest), null);
}

/**
 * `isTakenFor` in SQL, over products aliased `p`, with named parameters `:now`, `:kind` and `:buyer`
 * (never null: a hold is always for a buyer). The hold (pieces/hold.ts) decides with it in one statement.
 */
export const TAKEN_SQL = `(not ${LIVE_SQL} or p.status <> 'Available'
  or coalesce(p.reserved_until > :now, false)
  or (coalesce(p.hold_expires_at > :now, false) and not (p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer))
  or (coalesce(p.queue_ends_at > :now, false) and not coalesce(p.hold_expires_at > :now, false)
    and not exists (select 1 from queue_entries q where q.product_id = p.id and q.buyer_kind = :kind and q.buyer_id = :buyer
      and q.turn_starts_at <= :now and q.turn_ends_at > :now)))`;

/**
 * `!isTakenFor(product, null, now)` as an ORM filter: pieces anyone may take now. Spread it beside
 * other conditions, none of them an `$and` (the spread would overwrite one of the two).
 */
export function freeForAnyone(now: Date): ObjectQuery<Product> {
  return {
    ...liveAt(now),
    status: 'Available',
    $and: [
      { $or: [{ holdExpiresAt: null }, { holdExpiresAt: { $lte: now } }] },
      { $or: [{ reservedUntil: null }, { reservedUntil: { $lte: now } }] },
      { $or: [{ queueEndsAt: null }, { queueEndsAt: { $lte: now } }] },
    ],
  };
}

const NO_HOLD = { holdBuyerKind: null, holdBuyerId: null, holdExpiresAt: null, holdStartedAt: null, holdAddress: null } as const;

/**
 * The buyer lets go of their own hold (a piece taken out of the cart, a reservation given up): the
 * piece is everyone's at once, but the hold's holder and start stay on the row, so that holding it
 * again inside the hold's cap continues that hold rather than starting anew (pieces/hold-routine.ts).
 */
export function letGoOfHold(now: Date): Pick<HoldColumns, 'holdExpiresAt'> {
  return { holdExpiresAt: now };
}

/**
 * Ends any hold on a piece (its order placed, its order's status set, a restock): clears the hold
 * columns of an entity, or adds them cleared to the data of an UPDATE. Returns what it was given.
 */
export function releaseHold<T extends Partial<HoldColumns>>(product: T): T & typeof NO_HOLD {
  return Object.assign(product, NO_HOLD);
}
