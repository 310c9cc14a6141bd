import { useCallback, useEffect, useRef } from 'react';

/** How long a burst of live events is gathered before the screen reads its data again. */
export const LIVE_REFRESH_COALESCE_MS = 150;

/**
 * Runs `action` once, `delayMs` after the first of a burst of calls: a drop's burst of events becomes
 * one refresh, not one per event each cancelling the last. Unlike a debounce, a steady stream of
 * events still refreshes every `delayMs`.
 */
export function useCoalesced(action: () => void, delayMs = LIVE_REFRESH_COALESCE_MS): () => void {
  const latest = useRef(action);
  const scheduled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(scheduled.current), []);
  return useCallback(() => {
    if (scheduled.current !== undefined) return;
    scheduled.current = setTimeout(() => {
      scheduled.current = undefined;
      latest.current();
    }, delayMs);
  }, [delayMs]);
}
