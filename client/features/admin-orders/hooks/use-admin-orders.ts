import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { trpc } from '../../../lib/trpc.ts';
import { countsInput, listInput, type AdminOrdersSearch } from '../admin-orders-search.ts';

/** The page of orders for the current filters; the previous page stays on screen while the next loads. */
export function useAdminOrderList(search: AdminOrdersSearch) {
  return useQuery({ ...trpc.admin.orders.list.queryOptions(listInput(search)), placeholderData: keepPreviousData });
}

/** How many orders each status holds, for the search text (the dashboard asks with none). */
export function useAdminOrderCounts(search: AdminOrdersSearch) {
  return useQuery({ ...trpc.admin.orders.counts.queryOptions(countsInput(search)), placeholderData: keepPreviousData });
}

/** One order, fresh from the server; the copy already in the list shows meanwhile. */
export function useAdminOrder(id: number, fromList: OrderOutput | undefined) {
  return useQuery({ ...trpc.admin.orders.byId.queryOptions({ id }), placeholderData: fromList });
}
