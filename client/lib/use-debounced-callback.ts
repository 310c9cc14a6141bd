import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` once calls have stopped for `delayMs`, with the last call's arguments. Mantine's
 * hook of the same name (with flush, leading calls and unmount options) weighs ~1 kB gzip more, in
 * the first load of the list pages (design.md §5).
 */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
