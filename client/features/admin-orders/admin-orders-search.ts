import type { OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListInput, OrderCountsInput, OrderNeighboursInput } from '../../../shared/schemas/orders.ts';

/**
 * The tab, search text, page and open order live in the URL, so a reload or a shared link shows the
 * same view. The route validates them (its schema must satisfy this type); only the type is here, so
 * no admin code rides along with the route tree into a shopper's download.
 */
export type AdminOrdersSearch = { status?: OrderStatus; search?: string; page?: number; order?: number };

/** Which orders the list holds, whatever its page: the list and next/previous order read the same. */
function filtersInput({ status, search }: AdminOrdersSearch) {
  return { status, search: search?.trim() || undefined };
}

export function listInput(search: AdminOrdersSearch): AdminOrderListInput {
  return { ...filtersInput(search), page: search.page };
}

/** The orders beside `id` in the list these filters show (across its pages). */
export function neighboursInput(search: AdminOrdersSearch, id: number): OrderNeighboursInput {
  return { ...filtersInput(search), id };
}

/** The tab counts follow the search text but not the tab itself, so every tab keeps its own count. */
export function countsInput({ search }: AdminOrdersSearch): OrderCountsInput {
  return { search: search?.trim() || undefined };
}
