/**
 * The list pages, /products, /new and /sale: one screen over a different scope, with its own heading
 * and intro. Read by their routes, by the server that embeds their first page
 * (server/http/first-page.ts) and by its first paint (server/http/first-paint.ts), which draws them
 * before the app's JavaScript has run.
 */

/** What the list pages show before any filter. */
export const CATALOG_SCOPES = {
  '/products': {},
  '/new': { is_new_arrival: true },
  '/sale': { is_sale: true },
} as const satisfies Record<string, { is_new_arrival?: boolean; is_sale?: boolean }>;

export type CatalogPath = keyof typeof CATALOG_SCOPES;

type CatalogPageText = { title: string; intro: string; withSearch: boolean };

/**
 * Each list page's heading and whether it offers a search beside size and "hide sold" (docs/product/screens.md
 * "Catalogue pages"). No category filter: the spec keeps it defined but hidden, and the owner's pieces carry none.
 */
export const CATALOG_PAGES: Record<CatalogPath, CatalogPageText> = {
  '/products': {
    title: 'All Products',
    intro: 'Every piece on the rack, one of each. Sold pieces stay at the end so you can see what you missed.',
    withSearch: true,
  },
  '/new': { title: 'New Arrivals', intro: 'Fresh from the bale, cleaned, mended and photographed this week.', withSearch: false },
  '/sale': { title: 'Sale', intro: "Marked down to find a new home. When it's gone, it's gone.", withSearch: false },
};
