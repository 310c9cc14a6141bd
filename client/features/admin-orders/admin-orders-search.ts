import type { OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListInput, OrderCountsInput, OrderFilters, OrderNeighboursInput } from '../../../shared/schemas/admin-orders.ts';

/**
 * The tab, search text, filters, page and open order live in the URL, so a reload or a shared link
 * shows the same view. The route validates them (its schema must satisfy this type); only the type is
 * here, so no admin code rides along with the route tree into a shopper's download. `from` and `to`
 * are days in Manila (`YYYY-MM-DD`).
 */
export type AdminOrdersSearch = {
  status?: OrderStatus;
  search?: string;
  from?: string;
  to?: string;
  payment_method?: string;
  page?: number;
  order?: number;
};

/** The filters beside the tab: what the counts follow, and what Clear Filters clears with the tab. */
export const FILTER_KEYS = ['search', 'from', 'to', 'payment_method'] as const;

function filtersOf(search: AdminOrdersSearch): Omit<OrderFilters, 'status'> {
  return {
    search: search.search?.trim() || undefined,
    from: search.from,
    to: search.to,
    payment_method: search.payment_method,
  };
}

export function listInput(search: AdminOrdersSearch): AdminOrderListInput {
  return { status: search.status, ...filtersOf(search), page: search.page };
}

/** The orders beside `id` in the list these filters show (across its pages): the list's own filters. */
export function neighboursInput(search: AdminOrdersSearch, id: number): OrderNeighboursInput {
  return { status: search.status, ...filtersOf(search), id };
}

/** The tab counts follow the search text and filters but not the tab itself, so every tab keeps its own count. */
export function countsInput(search: AdminOrdersSearch): OrderCountsInput {
  return filtersOf(search);
}

/** The CSV of every order the tab and filters show (all pages), downloaded through the REST path. */
export function exportUrl(search: AdminOrdersSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ status: search.status, ...filtersOf(search) })) {
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return `/api/admin/orders/export.csv${text ? `?${text}` : ''}`;
}
