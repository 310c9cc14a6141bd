import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { TRPCError } from '@trpc/server';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { CATALOG_SCOPES, type CatalogPath } from '../../shared/catalog-pages.ts';
import { EMBEDDED_QUERIES_ID, type EmbeddedQuery } from '../../shared/first-page.ts';
import type { Context } from '../trpc/context.ts';
import { appRouter, type AppRouter } from '../trpc/root.ts';
import { jsonForScript } from './script-json.ts';

type Api = TRPCOptionsProxy<AppRouter>;
/** A page's queries, each put in `cache` by `prefetchQuery` (which never throws: a failure stays in the cache as one). */
type PageQueries = (api: Api, cache: QueryClient) => Promise<void>[];

/** What every page asks for before it can show anything: the header's session and the shop's settings. */
const everyPage: PageQueries = (api, cache) => [
  cache.prefetchQuery(api.users.session.queryOptions()),
  cache.prefetchQuery(api.settings.get.queryOptions()),
];

/**
 * The queries each page's first render needs, as its route loader asks for them (client/routes/):
 * the same procedures with the same inputs, so the keys written here are the ones the client reads.
 */
export const FIRST_PAGE_QUERIES = {
  home: ((api, cache) => [
    cache.prefetchQuery(api.content.heroSlides.queryOptions()),
    cache.prefetchQuery(api.content.announcements.queryOptions()),
    cache.prefetchQuery(api.catalog.newDrops.queryOptions()),
    // The drop strip (lazy) asks for it as soon as it loads: written in, it draws with no request.
    cache.prefetchQuery(api.drops.upcoming.queryOptions()),
  ]) satisfies PageQueries,
  product: (id: number): PageQueries => (api, cache) => [cache.prefetchQuery(api.catalog.byId.queryOptions({ id }))],
  drop: (slug: string): PageQueries => (api, cache) => [cache.prefetchQuery(api.drops.bySlug.queryOptions({ slug }))],
  /** Unfiltered only: a filtered link's search params are parsed by the router in the browser. */
  catalog: (path: CatalogPath): PageQueries => (api, cache) => [cache.prefetchQuery(api.catalog.list.queryOptions(CATALOG_SCOPES[path]))],
};

const ANSWERS_LEFT_TO_THE_CLIENT = new Set<TRPCError['code']>(['NOT_FOUND', 'BAD_REQUEST']);

/**
 * Runs a page's queries in-process, as the caller (`ctx`) would over HTTP. A query answered "not
 * found" or "bad request" (a product id out of range) is left out: the client asks for it itself and
 * shows that as it always would. Any other failure, a database outage say, fails the page as it would
 * fail the call (503).
 */
export async function firstPageQueries(ctx: Context, pageQueries: PageQueries) {
  const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createTRPCOptionsProxy<AppRouter>({ router: appRouter, ctx, queryClient: cache });
  await Promise.all([...everyPage(api, cache), ...pageQueries(api, cache)]);
  for (const query of cache.getQueryCache().getAll()) {
    const { error } = query.state;
    if (error && !(error instanceof TRPCError && ANSWERS_LEFT_TO_THE_CLIENT.has(error.code))) throw error;
  }
  const embedded: EmbeddedQuery[] = cache
    .getQueryCache()
    .getAll()
    .flatMap((query) => (query.state.status === 'success' ? [{ key: query.queryKey, data: query.state.data }] : []));
  return {
    /** The answers, as a JSON script element (not executed, so the CSP allows it). */
    script: `<script type="application/json" id="${EMBEDDED_QUERIES_ID}">${jsonForScript(embedded)}</script>`,
    /** One query's answer, typed, if it succeeded: what the page's first paint and preloads are made from. */
    read: <TKey extends QueryKey>(pick: (api: Api) => TKey) => cache.getQueryData(pick(api)),
  };
}
