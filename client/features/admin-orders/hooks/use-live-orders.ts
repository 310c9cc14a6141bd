import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveOrderEvent } from '../../../../shared/live-events.ts';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { trpc } from '../../../lib/trpc.ts';

/** A drop's burst of orders becomes one refresh rather than one per order, each cancelling the last. */
const REFRESH_COALESCE_MS = 150;

/**
 * Any order placed or set, by this owner, another admin or a buyer on any instance, refreshes every
 * admin order screen at once: each list with its tab counts, the dashboard's counts, the open order
 * and its mails. `onOrder` sees each event as it comes.
 */
export function useLiveOrders(onOrder?: (event: LiveOrderEvent) => void): void {
  const queryClient = useQueryClient();
  const scheduled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scheduled.current), []);
  useLiveEvent('order', (event) => {
    onOrder?.(event);
    if (scheduled.current !== undefined) return;
    scheduled.current = setTimeout(() => {
      scheduled.current = undefined;
      void queryClient.invalidateQueries({ queryKey: trpc.admin.orders.pathKey() });
    }, REFRESH_COALESCE_MS);
  });
}
