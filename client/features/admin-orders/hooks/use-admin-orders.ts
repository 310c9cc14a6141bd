import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderOutput } from '../../../../shared/schemas/admin-orders.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { countsInput, listInput, type AdminOrdersSearch } from '../admin-orders-search.ts';

/**
 * The page of orders and every tab's count, fetched together (one batched request) and cached as one:
 * cached apart, the list refetched on a tab click while the counts kept what they read when the page
 * opened, so a tab said "Pending 0" above the new pending order it listed. Under the admin orders path,
 * so invalidating `trpc.admin.orders` (a status set, a live event) refreshes it with the rest.
 */
function adminOrdersPageOptions(search: AdminOrdersSearch) {
  const list = listInput(search);
  const counts = countsInput(search);
  return queryOptions({
    queryKey: [...trpc.admin.orders.pathKey(), 'page-with-counts', { list, counts }],
    queryFn: async ({ signal }) => {
      const [page, tabCounts] = await Promise.all([
        trpcClient.admin.orders.list.query(list, { signal }),
        trpcClient.admin.orders.counts.query(counts, { signal }),
      ]);
      return { ...page, counts: tabCounts };
    },
  });
}

/** The orders and tab counts for the current filters; the previous ones stay on screen while the next load. */
export function useAdminOrdersPage(search: AdminOrdersSearch) {
  return useQuery({ ...adminOrdersPageOptions(search), placeholderData: keepPreviousData });
}

/** How many orders each status holds, for the dashboard's overview (which has no list beside it). */
export function useAdminOrderCounts() {
  return useQuery(trpc.admin.orders.counts.queryOptions({}));
}

/** The payment methods orders were placed with, for the payment method filter. */
export function useAdminPaymentMethods() {
  return useQuery(trpc.admin.orders.paymentMethods.queryOptions());
}

/** One order, fresh from the server; the copy already in the list shows meanwhile. */
export function useAdminOrder(id: number, fromList: AdminOrderOutput | undefined) {
  return useQuery({ ...trpc.admin.orders.byId.queryOptions({ id }), placeholderData: fromList });
}
