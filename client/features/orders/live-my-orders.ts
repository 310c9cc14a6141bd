import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive } from '../../lib/live/live-bus.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * A buyer's own order placed or its status set: My Orders and the order's page ask again, as a new
 * status often comes with more (a note from the shop, a tracking number) than the event carries.
 */
export function followLiveMyOrders(queryClient: QueryClient): () => void {
  return subscribeLive('my-order', () => void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() }));
}
