import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { CATALOG_SCOPES } from '../../shared/first-page.ts';
import { listInput, parseCatalogSearch, type CatalogScope } from '../features/catalog/catalog-search.ts';
import { CatalogPage } from '../features/catalog/components/catalog-page.tsx';
import { CatalogView } from '../features/catalog/components/catalog-view.tsx';

const SCOPE: CatalogScope = CATALOG_SCOPES['/new'];

export const Route = createFileRoute('/new')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(context.trpc.catalog.list.queryOptions(listInput(deps, SCOPE))),
  component: function ListPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CatalogPage title="New Arrivals" intro="Fresh from the bale, cleaned, mended and photographed this week.">
        <CatalogView
          search={search}
          scope={SCOPE}
          onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
          withSearch={false}
          withCategory={false}
          renderAction={(product) => <AddToCartButton product={product} />}
        />
      </CatalogPage>
    );
  },
});
