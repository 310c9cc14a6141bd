import type { BuyerKind } from '../../../shared/constants.ts';
import type { HoldColumns } from './availability.ts';

/** A piece as the queue's chain starts from it: its stored status, its hold, the owner's reservation. */
export type ChainStart = Pick<HoldColumns, 'status' | 'holdBuyerKind' | 'holdBuyerId' | 'holdExpiresAt'> & { reservedUntil?: Date | null };

/** An entry of the piece's queue as stored, in its place in line (the turn it has, then the time it joined). */
export type WaitingEntry = { id: number; buyerKind: BuyerKind; buyerId: string; startsAt: Date | null; endsAt: Date | null };

export type TurnPlan = {
  /** Entries whose turn ended (lapsed), or whose buyer holds the piece now: gone from the line. */
  removed: number[];
  /** Of those, the entries still waiting when the piece sold: their buyers are told the wait is over. */
  soldWhileWaiting: number[];
  /** Every other entry's turn, in line order; null while the piece is Pending (nothing to follow yet). */
  turns: { id: number; startsAt: Date | null; endsAt: Date | null }[];
  /** The last turn's end: the piece is On Hold until then (products.queue_ends_at). */
  queueEndsAt: Date | null;
};

const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a > b ? a : b);

/** The entry's turn, when it has begun and not ended. */
function runningTurn(entry: WaitingEntry, at: number): { startsAt: Date; endsAt: Date } | null {
  if (!entry.startsAt || !entry.endsAt || entry.startsAt.getTime() > at || entry.endsAt.getTime() <= at) return null;
  return { startsAt: entry.startsAt, endsAt: entry.endsAt };
}

/**
 * The queue's turns, derived from the piece and the clock (design.md §8 "Next in line"): the first
 * starts when the piece's hold (or the owner's reservation) ends, or now when it is free, each lasts
 * `durationMs`, the next starts when the previous ends. A turn already running keeps its times, so
 * planning again at any moment changes nothing a reader could have seen; a lapsed turn is dropped,
 * and the next one has been running since it ended.
 */
export function planTurns(piece: ChainStart, entries: readonly WaitingEntry[], now: Date, durationMs: number): TurnPlan {
  const at = now.getTime();
  const liveHold = piece.status === 'Available' && piece.holdExpiresAt && piece.holdExpiresAt.getTime() > at ? piece.holdExpiresAt : null;
  const isHolder = (entry: WaitingEntry) => liveHold !== null && entry.buyerKind === piece.holdBuyerKind && entry.buyerId === piece.holdBuyerId;
  const lapsed = (entry: WaitingEntry) => entry.endsAt !== null && entry.endsAt.getTime() <= at;
  const removed = entries.filter((entry) => lapsed(entry) || isHolder(entry)).map((entry) => entry.id);
  const waiting = entries.filter((entry) => !removed.includes(entry.id));
  // A sold piece has nothing left to wait for; a Pending one waits for its order's outcome.
  if (piece.status === 'Sold') {
    return { removed: entries.map((entry) => entry.id), soldWhileWaiting: waiting.map((entry) => entry.id), turns: [], queueEndsAt: null };
  }
  if (piece.status !== 'Available') {
    return { removed, soldWhileWaiting: [], turns: waiting.map((entry) => ({ id: entry.id, startsAt: null, endsAt: null })), queueEndsAt: null };
  }
  const reservation = piece.reservedUntil && piece.reservedUntil.getTime() > at ? piece.reservedUntil : null;
  const blockedUntil = later(liveHold, reservation);
  const turns: TurnPlan['turns'] = [];
  let next = blockedUntil ?? now;
  for (const [index, entry] of waiting.entries()) {
    const kept = index === 0 && blockedUntil === null ? runningTurn(entry, at) : null;
    const turn = kept ?? { startsAt: next, endsAt: new Date(next.getTime() + durationMs) };
    turns.push({ id: entry.id, ...turn });
    next = turn.endsAt;
  }
  return { removed, soldWhileWaiting: [], turns, queueEndsAt: turns.length > 0 ? next : null };
}
