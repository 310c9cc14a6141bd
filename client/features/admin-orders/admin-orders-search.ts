import type { OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListInput, OrderCountsInput } from '../../../shared/schemas/orders.ts';

/**
 * The tab, search text, page and open order live in the URL, so a reload or a shared link shows the
 * same view. The route validates them (its schema must satisfy this type); only the type is here, so
 * no admin code rides along with the route tree into a shopper's download.
 */
export type AdminOrdersSearch = { status?: OrderStatus; search?: string; page?: number; order?: number };

export function listInput({ status, search, page }: AdminOrdersSearch): AdminOrderListInput {
  return { status, search: search?.trim() || undefined, page };
}

/** The tab counts follow the search text but not the tab itself, so every tab keeps its own count. */
export function countsInput({ search }: AdminOrdersSearch): OrderCountsInput {
  return { search: search?.trim() || undefined };
}
