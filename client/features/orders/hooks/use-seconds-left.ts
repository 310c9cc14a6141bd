import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/** A clock that ticks each second, read through useSyncExternalStore so a render never reads a stale time. */
function subscribeToSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000);

/** The epoch-ms moment `seconds` from now; a hold's expiry counted from when its answer arrived. */
export function deadlineAfter(seconds: number): number {
  return Date.now() + seconds * 1000;
}

/**
 * Whole seconds left until `deadline` (epoch ms); `onExpire` runs once when it reaches zero. The
 * deadline is absolute, so a backgrounded tab whose timers were throttled still ends on time.
 */
export function useSecondsLeft(deadline: number, onExpire: () => void): number {
  const now = useSyncExternalStore(subscribeToSeconds, currentSecond);
  const left = Math.max(0, Math.floor(deadline / 1000) - now);
  const expire = useEffectEvent(onExpire);
  const expired = left === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);
  return left;
}
