import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerClock } from './server-clock.ts';

/** Ticks each second, and when the server's clock becomes known (the tab's own may be minutes off). */
function subscribeToSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  const stopClock = subscribeServerClock(onTick);
  return () => {
    clearInterval(timer);
    stopClock();
  };
}
const currentSecond = () => Math.floor(serverNow() / 1000);

/** Whole seconds from now until `expiresAt` (a time the server gave), by the server's clock; 0 once it has passed. */
export function useSecondsUntil(expiresAt: string): number {
  const now = useSyncExternalStore(subscribeToSeconds, currentSecond);
  return Math.max(0, Math.floor(Date.parse(expiresAt) / 1000) - now);
}
