import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `targetMs` by the server's clock (`offsetMs`: the server's time minus this
 * device's), ticking on each whole second, so a phone whose clock is off still opens with the shop.
 */
export function useServerCountdown(targetMs: number, offsetMs: number): number {
  const [left, setLeft] = useState(() => targetMs - (Date.now() + offsetMs));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const remaining = targetMs - (Date.now() + offsetMs);
      setLeft(remaining);
      // Wake on the next whole second of what is left, so the seconds change in step with the clock.
      if (remaining > 0) timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs, offsetMs]);
  return left;
}
