import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CATALOG_SCOPES, type CatalogPath } from '../../../../shared/first-page.ts';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { Page } from '../../../components/page.tsx';
import { CatalogView } from './catalog-view.tsx';

type CatalogPageText = { title: string; intro: string; withSearch: boolean };

/**
 * Each list page's heading and whether it offers a search beside size and "hide sold" (docs/product/screens.md
 * "Catalogue pages"). No category filter: the spec keeps it defined but hidden, and the owner's pieces carry none.
 */
const CATALOG_PAGES: Record<CatalogPath, CatalogPageText> = {
  '/products': {
    title: 'All Products',
    intro: 'Every piece on the rack, one of each. Sold pieces stay at the end so you can see what you missed.',
    withSearch: true,
  },
  '/new': { title: 'New Arrivals', intro: 'Fresh from the bale, cleaned, mended and photographed this week.', withSearch: false },
  '/sale': { title: 'Sale', intro: "Marked down to find a new home. When it's gone, it's gone.", withSearch: false },
};

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
