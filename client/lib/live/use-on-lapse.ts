import { useEffect, useRef } from 'react';
import { useHoldLapse } from './use-hold-lapse.ts';

/**
 * `useHoldLapse`, and `onLapse` run each time one of these moments passes (server time) while the
 * screen is open: a hold or a turn ends by the clock, with no write and so no event (design.md §2),
 * and what comes next (the next in line's turn) only the server can say.
 */
export function useOnLapse(moments: readonly (string | null)[], onLapse: () => void): number {
  const moment = useHoldLapse(moments);
  const seen = useRef(moment);
  useEffect(() => {
    if (moment === seen.current) return;
    seen.current = moment;
    onLapse();
  });
  return moment;
}
