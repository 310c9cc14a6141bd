/**
 * The data of the page a visit starts on, written into its HTML by the server
 * (server/http/first-page.ts) and put in the query cache by the client before its first render
 * (client/lib/first-page.ts): the app paints its content at once instead of asking for it after its
 * JavaScript has run.
 */
export const EMBEDDED_QUERIES_ID = 'ukay-queries';

/** One query: its TanStack Query key, as the client's tRPC proxy writes it, and its answer. */
export type EmbeddedQuery = { key: readonly unknown[]; data: unknown };

/** What the list pages show before any filter; the routes and the server read it from here. */
export const CATALOG_SCOPES = {
  '/products': {},
  '/new': { is_new_arrival: true },
  '/sale': { is_sale: true },
} as const satisfies Record<string, { is_new_arrival?: boolean; is_sale?: boolean }>;

export type CatalogPath = keyof typeof CATALOG_SCOPES;
