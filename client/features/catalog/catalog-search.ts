import { z } from 'zod';
import { CATEGORIES, SIZES } from '../../../shared/constants.ts';
import type { ProductListInput } from '../../../shared/schemas/catalog.ts';

/** Filters live in the URL (validated search params), so a filtered view can be shared and reloaded. */
export const CatalogSearch = z.object({
  search: z.string().max(100).optional().catch(undefined),
  size: z.enum(SIZES).optional().catch(undefined),
  category: z.enum(CATEGORIES).optional().catch(undefined),
  hide_sold: z.boolean().optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type CatalogSearch = z.infer<typeof CatalogSearch>;

/** The fixed part of a list page: /new shows new arrivals, /sale sale pieces. */
export type CatalogScope = Pick<ProductListInput, 'is_new_arrival' | 'is_sale'>;

export function listInput(search: CatalogSearch, scope: CatalogScope): ProductListInput {
  return { ...scope, ...search, search: search.search?.trim() || undefined };
}
