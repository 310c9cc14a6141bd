import type { BuyerKind } from '../../../shared/constants.ts';
import type { HoldColumns } from './availability.ts';
import type { PieceChange } from './live-change.ts';

/**
 * A piece as a write leaves it: a loaded entity, or a row a statement RETURNs with these names
 * (alias snake_case columns: `hold_buyer_kind as "holdBuyerKind"`…). A raw row may bring its expiry as
 * text.
 */
export type PieceRow = {
  id: number;
  status: HoldColumns['status'];
  holdBuyerKind?: BuyerKind | null;
  holdBuyerId?: string | null;
  holdExpiresAt?: Date | string | null;
  reservedUntil?: Date | string | null;
  /** When the piece goes (or went) live; null for a Draft. Required: a change without it would show a Draft to shoppers. */
  dropAt: Date | string | null | undefined;
  /** The end of the piece's queue (pieces/turns.ts), when the write knows it. */
  queueEndsAt?: Date | string | null;
};

/**
 * What a change did besides the piece's status and hold: it left the shop, or its details changed;
 * `wasLive` when the write hid a piece that was live (live-change.ts).
 */
export type PieceChangeKind = { listed?: boolean; edited?: boolean; wasLive?: boolean };

/**
 * The one way to describe a piece's change for `publishLive` (design.md §8 "Live screens"): the stored
 * status, the hold and the owner's reservation as they are after the write. The hub derives OnHold from the expiry when it
 * sends, so a lapsed hold needs no event.
 */
export function pieceChange(row: PieceRow, kind: PieceChangeKind = {}): PieceChange {
  const holder = row.holdBuyerKind && row.holdBuyerId ? { kind: row.holdBuyerKind, id: row.holdBuyerId } : null;
  const expiry = row.holdExpiresAt ?? null;
  return {
    type: 'piece',
    id: row.id,
    status: row.status,
    holder,
    holdExpiresAt: holder && expiry !== null ? new Date(expiry).toISOString() : null,
    ...(row.reservedUntil && { reservedUntil: new Date(row.reservedUntil).toISOString() }),
    dropAt: row.dropAt ? new Date(row.dropAt).toISOString() : null,
    // Only a piece with a queue names its end, so a change without one reads as it always did.
    ...(row.queueEndsAt ? { queueEndsAt: new Date(row.queueEndsAt).toISOString() } : {}),
    listed: kind.listed ?? true,
    edited: kind.edited ?? false,
    ...(kind.wasLive ? { wasLive: true } : {}),
  };
}
