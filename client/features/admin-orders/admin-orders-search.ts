import { z } from 'zod';
import { ORDER_STATUSES } from '../../../shared/constants.ts';
import type { AdminOrderListInput, OrderCountsInput } from '../../../shared/schemas/admin-orders.ts';

/**
 * The tab, search text, page and open order live in the URL, so a reload or a shared link shows the
 * same view. A malformed value falls back to its default rather than breaking the page.
 */
export const AdminOrdersSearch = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  search: z.string().max(100).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  order: z.number().int().positive().optional().catch(undefined),
});
export type AdminOrdersSearch = z.infer<typeof AdminOrdersSearch>;

export function listInput({ status, search, page }: AdminOrdersSearch): AdminOrderListInput {
  return { status, search: search?.trim() || undefined, page };
}

/** The tab counts follow the search text but not the tab itself, so every tab keeps its own count. */
export function countsInput({ search }: AdminOrdersSearch): OrderCountsInput {
  return { search: search?.trim() || undefined };
}
