import { useCallback, useSyncExternalStore } from 'react';
import { latestLapse, nextLapse, withLapsedHold, type HeldPiece } from './hold-lapse.ts';
import { serverNow, subscribeServerClock } from './server-clock.ts';

/** setTimeout runs a longer delay at once; a hold is minutes long, so a far expiry just waits again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function subscribeToLapses(expiries: readonly string[], onLapse: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const now = serverNow();
    const next = nextLapse(expiries, now);
    if (next === null) return;
    timer = setTimeout(() => {
      onLapse();
      schedule();
    }, Math.min(next - now, LONGEST_TIMER_MS));
  };
  const stopClock = subscribeServerClock(() => {
    onLapse();
    schedule();
  });
  schedule();
  return () => {
    clearTimeout(timer);
    stopClock();
  };
}

/**
 * A moment of server time to judge these holds at, which changes the instant one of them lapses (and
 * when the server's clock becomes known): the screen re-renders then, with no event from the server.
 */
export function useHoldLapse(expiries: readonly (string | null)[]): number {
  // One string, so that a new array of the same expiries keeps the same subscription.
  const key = expiries.filter((expiry) => expiry !== null).join(' ');
  const subscribe = useCallback((onLapse: () => void) => subscribeToLapses(key ? key.split(' ') : [], onLapse), [key]);
  return useSyncExternalStore(subscribe, () => latestLapse(key ? key.split(' ') : [], serverNow()));
}

/** The piece as it is now: OnHold turns back to Available on screen the moment its hold lapses. */
export function useCurrentPiece<T extends HeldPiece>(piece: T): T {
  return withLapsedHold(piece, useHoldLapse([piece.hold_expires_at]));
}
