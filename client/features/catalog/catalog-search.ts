import { SIZES, type Size } from '../../../shared/constants.ts';
import type { ProductListInput } from '../../../shared/schemas/catalog.ts';
import { CONDITIONS, type Condition } from '../../../shared/condition-names.ts';
import { booleanParam, intParam, oneOfParam, textParam, type SearchParams } from '../../lib/search-params.ts';

/** The ranges of the "more filters" panel, in centimetres ("fits a 50 cm chest"). */
export const LENGTH_FILTERS = ['pit_to_pit_min', 'pit_to_pit_max', 'waist_min', 'waist_max'] as const;
export type LengthFilter = (typeof LENGTH_FILTERS)[number];

/** The vintage-detail filters (design.md §2 "Catalogue filters"): ranges in cm, a condition grade or better, a brand. */
export type DetailSearch = Partial<Record<LengthFilter, number>> & { min_condition?: Condition; brand?: string };

/** Filters live in the URL (validated search params), so a filtered view can be shared and reloaded. */
export type CatalogSearch = DetailSearch & { search?: string; size?: Size; hide_sold?: boolean; page?: number };

/** A length in centimetres as the server takes it: 0 to 300, rounded to the hundredth. */
const centimetres = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 300 ? Math.round(value * 100) / 100 : undefined);

export function parseCatalogSearch(params: SearchParams): CatalogSearch {
  const search: CatalogSearch = {
    search: textParam(params.search, 100),
    size: oneOfParam(params.size, SIZES),
    hide_sold: booleanParam(params.hide_sold),
    page: intParam(params.page, 1),
    min_condition: oneOfParam(params.min_condition, CONDITIONS),
    brand: textParam(params.brand, 100),
  };
  for (const name of LENGTH_FILTERS) search[name] = centimetres(params[name]);
  return search;
}

/** How many detail filters are set: the panel's button says so, and opens on a link that sets some. */
export function detailFilterCount(search: CatalogSearch): number {
  return [...LENGTH_FILTERS, 'min_condition', 'brand'].filter((name) => search[name as keyof DetailSearch] !== undefined).length;
}

/** The fixed part of a list page: /new shows new arrivals, /sale sale pieces. */
export type CatalogScope = Pick<ProductListInput, 'is_new_arrival' | 'is_sale'>;

export function listInput(search: CatalogSearch, scope: CatalogScope): ProductListInput {
  return { ...scope, ...search, search: search.search?.trim() || undefined };
}
