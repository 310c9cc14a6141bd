import type { ProductStatus } from '../../../shared/constants.ts';

/** What a screen needs to judge a piece's hold: the fields every ProductCard (and so every ProductOutput) carries. */
export type HeldPiece = { status: ProductStatus; hold_expires_at: string | null; available_to_you: boolean };

/** Epoch ms of an expiry, or null when there is none (or it does not parse). */
function expiryMs(holdExpiresAt: string | null): number | null {
  const ms = holdExpiresAt === null ? Number.NaN : Date.parse(holdExpiresAt);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether a hold expiring at `holdExpiresAt` is over at `now` (server time, epoch ms). */
export function holdLapsed(holdExpiresAt: string | null, now: number): boolean {
  const ms = expiryMs(holdExpiresAt);
  return ms !== null && ms <= now;
}

/**
 * The piece as it is at `now`: a hold ends by the clock, with no event (design.md §2), so a piece
 * OnHold whose expiry has passed is Available again, for anyone to take.
 */
export function withLapsedHold<T extends HeldPiece>(piece: T, now: number): T {
  if (piece.status !== 'OnHold' || !holdLapsed(piece.hold_expires_at, now)) return piece;
  return { ...piece, status: 'Available', hold_expires_at: null, available_to_you: true };
}

/**
 * Of `expiries` at `now`: the latest already passed (0 if none), a value that changes only when a
 * hold lapses, and the earliest still ahead (null if none), when the next change comes.
 */
export function lapses(expiries: readonly (string | null)[], now: number): { latest: number; next: number | null } {
  let latest = 0;
  let next: number | null = null;
  for (const expiry of expiries) {
    const ms = expiryMs(expiry);
    if (ms === null) continue;
    if (ms <= now) latest = Math.max(latest, ms);
    else if (next === null || ms < next) next = ms;
  }
  return { latest, next };
}
