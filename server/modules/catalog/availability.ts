import type { ObjectQuery } from '@mikro-orm/core';
import type { Visibility } from '../../../shared/catalog-admin.ts';
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
};

/*
 * Visibility (issue 22): a piece is Draft (`drop_at` null, the admin's only), Scheduled (`drop_at` to
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

export function effectiveStatus(product: HoldColumns, now: Date): ProductStatus {
  if (product.status !== 'Available') return product.status;
  return hasLiveHold(product, now) || hasLiveReservation(product, now) ? 'OnHold' : 'Available';
}

/** When an OnHold piece is free again: its reservation's end, else its hold's expiry; null when not OnHold. */
export function onHoldUntil(product: HoldColumns, now: Date): Date | null {
  if (hasLiveReservation(product, now)) return product.reservedUntil ?? null;
  return hasLiveHold(product, now) ? (product.holdExpiresAt ?? null) : null;
}

export function isHeldBy(product: HoldColumns, buyer: Buyer | null, now: Date): boolean {
  return (
    buyer !== null &&
    hasLiveHold(product, now) &&
    product.holdBuyerKind === buyer.kind &&
    product.holdBuyerId === buyer.id
  );
}

/**
 * Taken for `buyer` (for anyone, when null): not live (a Draft or Scheduled piece is no one's to take),
 * not Available, reserved by the owner for someone (which outranks any hold), or under a live hold
 * that is not theirs.
 */
export function isTakenFor(product: HoldColumns & VisibilityColumns, buyer: Buyer | null, now: Date): boolean {
  return (
    !isLive(product, now) ||
    product.status !== 'Available' ||
    hasLiveReservation(product, now) ||
    (hasLiveHold(product, now) && !isHeldBy(product, buyer, now))
  );
}

/**
 * `isTakenFor` in SQL, over products aliased `p`, with named parameters `:now`, `:kind` and `:buyer`
 * (never null: a hold is always for a buyer). The hold (cart/hold.ts) decides with it in one statement.
 */
export const TAKEN_SQL = `(not ${LIVE_SQL} or p.status <> 'Available'
  or coalesce(p.reserved_until > :now, false)
  or (coalesce(p.hold_expires_at > :now, false) and not (p.hold_buyer_kind = :kind and p.hold_buyer_id = :buyer)))`;

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
    ],
  };
}

const NO_HOLD = { holdBuyerKind: null, holdBuyerId: null, holdExpiresAt: null, holdStartedAt: null, holdAddress: null } as const;

/**
 * Ends any hold on a piece (its order placed, its order's status set, a restock): clears the hold
 * columns of an entity, or adds them cleared to the data of an UPDATE. Returns what it was given.
 */
export function releaseHold<T extends Partial<HoldColumns>>(product: T): T & typeof NO_HOLD {
  return Object.assign(product, NO_HOLD);
}
