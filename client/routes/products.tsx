import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { CATALOG_SCOPES } from '../../shared/first-page.ts';
import { listInput, parseCatalogSearch, type CatalogScope } from '../features/catalog/catalog-search.ts';
import { CatalogPage } from '../features/catalog/components/catalog-page.tsx';
import { CatalogView } from '../features/catalog/components/catalog-view.tsx';

const SCOPE: CatalogScope = CATALOG_SCOPES['/products'];

export const Route = createFileRoute('/products')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(context.trpc.catalog.list.queryOptions(listInput(deps, SCOPE))),
  component: function ListPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CatalogPage title="All Products" intro="Every piece on the rack, one of each. Sold pieces stay at the end so you can see what you missed.">
        <CatalogView
          search={search}
          scope={SCOPE}
          onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
          withSearch={true}
          withCategory={true}
          renderAction={(product) => <AddToCartButton product={product} />}
        />
      </CatalogPage>
    );
  },
});
