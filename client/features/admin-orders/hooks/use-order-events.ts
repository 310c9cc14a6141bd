import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The order's audit timeline. Under the admin orders path, so a status set here or a live order
 * event (useLiveOrders) refetches it with the order.
 */
export function useOrderEvents(orderId: number) {
  return useQuery(trpc.admin.orders.events.queryOptions({ id: orderId }));
}
