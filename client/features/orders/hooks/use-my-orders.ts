import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The signed-in user's orders, or else the guest's (the server decides from the session or X-Guest-ID). */
export function useMyOrders() {
  return useQuery(trpc.orders.list.queryOptions());
}
