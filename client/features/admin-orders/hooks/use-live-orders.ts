import { useQueryClient } from '@tanstack/react-query';
import type { LiveOrderEvent } from '../../../../shared/live-events.ts';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { useCoalesced } from '../../../lib/live/use-coalesced.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Any order placed or set, by this owner, another admin or a buyer on any instance, refreshes every
 * admin order screen at once: each list with its tab counts, the dashboard's counts, the open order
 * and its mails. `onOrder` sees each event as it comes.
 */
export function useLiveOrders(onOrder?: (event: LiveOrderEvent) => void): void {
  const queryClient = useQueryClient();
  const refresh = useCoalesced(() => void queryClient.invalidateQueries({ queryKey: trpc.admin.orders.pathKey() }));
  useLiveEvent('order', (event) => {
    onOrder?.(event);
    refresh();
  });
}
