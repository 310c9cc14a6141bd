import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CATALOG_PAGES, CATALOG_SCOPES, type CatalogPath } from '../../../../shared/catalog-pages.ts';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { Page } from '../../../components/page.tsx';
import { CatalogView } from './catalog-view.tsx';

type Props = { path: CatalogPath; renderAction: (product: ProductCard) => ReactNode };

/** /products, /new and /sale: one page over a different scope, its filters kept in the URL. */
export function CatalogPage({ path, renderAction }: Props) {
  const search = useSearch({ from: path });
  const navigate = useNavigate({ from: path });
  const { title, intro, withSearch } = CATALOG_PAGES[path];
  return (
    <Page title={title} intro={intro} size="xl">
      <CatalogView
        search={search}
        scope={CATALOG_SCOPES[path]}
        // Each change is a history entry of its own: Back and Forward walk through the filters a
        // shopper tried, instead of Back leaving the list altogether.
        onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        withSearch={withSearch}
        renderAction={renderAction}
      />
    </Page>
  );
}
