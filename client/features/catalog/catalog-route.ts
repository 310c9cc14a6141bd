import { CATALOG_SCOPES, type CatalogPath } from '../../../shared/catalog-pages.ts';
import type { RouterContext } from '../../router-context.ts';
import { listInput, parseCatalogSearch, type CatalogSearch } from './catalog-search.ts';

/**
 * What /products, /new and /sale tell the router: filters in the URL, and the list asked for before
 * the page renders, with the input the server embeds in the first page (server/http/first-page.ts).
 */
export function catalogRouteOptions(path: CatalogPath) {
  return {
    validateSearch: parseCatalogSearch,
    loaderDeps: ({ search }: { search: CatalogSearch }) => search,
    loader: ({ context, deps }: { context: RouterContext; deps: CatalogSearch }) =>
      context.queryClient.prefetchQuery(context.trpc.catalog.list.queryOptions(listInput(deps, CATALOG_SCOPES[path]))),
  };
}
