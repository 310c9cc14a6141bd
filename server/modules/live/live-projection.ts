import type { LiveEvent, LiveMyOrderEvent, LiveOrderEvent, LivePieceEvent } from '../../../shared/live-events.ts';
import type { Buyer } from '../../buyer.ts';
import { effectiveStatus, hasLiveReservation, isHeldBy, isLive, onHoldUntil, type HoldColumns, type LiveChange, type OrderChange, type PieceChange } from '../pieces/pieces.ts';

/** Who watches a stream, as its request said when it connected: a buyer (user or guest) or nobody, and whether an admin. */
export type LiveViewer = { buyer: Buyer | null; admin: boolean };

/**
 * What one change shows each viewer, decided once per change: one function per change, many viewers.
 * Viewers who see it alike get the very same array, so the hub sends and encodes it once (batch-messages.ts).
 */
export type Projection = (viewer: LiveViewer) => readonly LiveEvent[];

const NOTHING: readonly LiveEvent[] = [];

function sameBuyer(a: Buyer | null, b: Buyer | null): boolean {
  return a !== null && b !== null && a.kind === b.kind && a.id === b.id;
}

function holdColumnsOf(change: PieceChange): HoldColumns {
  return {
    status: change.status,
    holdBuyerKind: change.holder?.kind ?? null,
    holdBuyerId: change.holder?.id ?? null,
    // A hold is a holder and an expiry together (the products table's check); one without the other is none.
    holdExpiresAt: change.holder === null || change.holdExpiresAt === null ? null : new Date(change.holdExpiresAt),
    reservedUntil: change.reservedUntil === undefined ? null : new Date(change.reservedUntil),
    queueEndsAt: change.queueEndsAt ? new Date(change.queueEndsAt) : null,
  };
}

/**
 * A piece's public state at `now` (availability.ts decides OnHold by the clock, so a hold or a
 * reservation that lapsed before this send shows Available). The holder is never named, nor whom the
 * owner reserved it for: only their own streams learn it is theirs.
 * A piece not live at `now` (Draft, Scheduled) is told as gone (`listed` false), with nothing of its
 * state: to the owner's screens, and to shoppers' only when the write hid a piece that was live
 * (`wasLive`), so their screens drop it. A piece no shopper could see is never named to them: a
 * script listening to the stream learns no hidden id.
 */
function pieceProjection(change: PieceChange, now: Date): Projection {
  if (!isLive({ dropAt: change.dropAt === null ? null : new Date(change.dropAt) }, now)) {
    const gone = [{ type: 'piece', id: change.id, status: 'Available', hold_expires_at: null, held_by_you: false, listed: false, edited: false } as const];
    return change.wasLive ? () => gone : (viewer) => (viewer.admin ? gone : NOTHING);
  }
  const columns = holdColumnsOf(change);
  const status = effectiveStatus(columns, now);
  const event: LivePieceEvent = {
    type: 'piece',
    id: change.id,
    status,
    // Until the hold or the owner's reservation ends, or the queue's last turn (availability.ts), so the piece stays ON HOLD through every turn; screens lapse it then, with no event.
    hold_expires_at: onHoldUntil(columns, null, now)?.toISOString() ?? null,
    held_by_you: false,
    listed: change.listed,
    edited: change.edited,
  };
  // The same two objects for every viewer: the stream writes each one's text once (live-stream.ts).
  const forHolder = [{ ...event, held_by_you: true, hold_expires_at: change.holdExpiresAt }];
  const forOthers = [event];
  const reserved = hasLiveReservation(columns, now);
  return (viewer) => (!reserved && isHeldBy(columns, viewer.buyer, now) ? forHolder : forOthers);
}

/** Admins see every order; its buyer sees their own as `my-order`; no one else sees it, nor anyone the buyer. */
function orderProjection(change: OrderChange): Projection {
  const forAdmin: LiveOrderEvent = { type: 'order', id: change.id, status: change.status, placed: change.placed };
  const forBuyer: LiveMyOrderEvent = { type: 'my-order', id: change.id, status: change.status };
  const admin = [forAdmin];
  const buyer = [forBuyer];
  const adminAndBuyer = [forAdmin, forBuyer];
  return (viewer) => {
    const isBuyer = sameBuyer(viewer.buyer, change.buyer);
    if (viewer.admin) return isBuyer ? adminAndBuyer : admin;
    return isBuyer ? buyer : NOTHING;
  };
}

/** How a published change is told to each viewer when sent at `now` (design.md §8 "Live screens"). */
export function projectionOf(change: LiveChange, now: Date): Projection {
  return change.type === 'piece' ? pieceProjection(change, now) : orderProjection(change);
}
