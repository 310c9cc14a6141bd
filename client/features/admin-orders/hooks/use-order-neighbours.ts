import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderNeighboursInput } from '../../../../shared/schemas/admin-orders.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The orders above and below one in the list it was opened from (the server finds them across pages).
 * Under the admin orders path, so it follows status changes and live events. The next order is fetched
 * ahead, so stepping to it shows it at once.
 */
export function useOrderNeighbours(input: OrderNeighboursInput) {
  const queryClient = useQueryClient();
  const neighbours = useQuery(trpc.admin.orders.neighbours.queryOptions(input));
  const nextId = neighbours.data?.next?.id;
  useEffect(() => {
    if (nextId !== undefined) void queryClient.prefetchQuery(trpc.admin.orders.byId.queryOptions({ id: nextId }));
  }, [nextId, queryClient]);
  return neighbours;
}
