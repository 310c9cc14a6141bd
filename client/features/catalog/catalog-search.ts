import { CATEGORIES, SIZES, type Category, type Size } from '../../../shared/constants.ts';
import type { ProductListInput } from '../../../shared/schemas/catalog.ts';
import { booleanParam, intParam, oneOfParam, textParam, type SearchParams } from '../../lib/search-params.ts';

/** Filters live in the URL (validated search params), so a filtered view can be shared and reloaded. */
export type CatalogSearch = { search?: string; size?: Size; category?: Category; hide_sold?: boolean; page?: number };

export function parseCatalogSearch(params: SearchParams): CatalogSearch {
  return {
    search: textParam(params.search, 100),
    size: oneOfParam(params.size, SIZES),
    category: oneOfParam(params.category, CATEGORIES),
    hide_sold: booleanParam(params.hide_sold),
    page: intParam(params.page, 1),
  };
}

/** The fixed part of a list page: /new shows new arrivals, /sale sale pieces. */
export type CatalogScope = Pick<ProductListInput, 'is_new_arrival' | 'is_sale'>;

export function listInput(search: CatalogSearch, scope: CatalogScope): ProductListInput {
  return { ...scope, ...search, search: search.search?.trim() || undefined };
}
