import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';
import { detailFilterCount, listInput, type CatalogScope, type CatalogSearch } from '../catalog-search.ts';
import { CatalogPagination } from './catalog-pagination.tsx';
import { ProductFilters } from './product-filters.tsx';
import { EmptyState, ProductGrid } from './product-grid.tsx';

type CatalogViewProps = {
  search: CatalogSearch;
  scope: CatalogScope;
  onSearchChange: (patch: Partial<CatalogSearch>) => void;
  withSearch: boolean;
  renderAction: (product: ProductCard) => ReactNode;
};

/** /products, /new and /sale: the same filters (docs/product/screens.md "Catalogue pages") over a different scope. */
export function CatalogView({ search, scope, onSearchChange, withSearch, renderAction }: CatalogViewProps) {
  const query = useQuery({ ...trpc.catalog.list.queryOptions(listInput(search, scope)), placeholderData: keepPreviousData });
  const filtered = Boolean(search.search || search.size || search.hide_sold || detailFilterCount(search));
  return (
    <Stack gap="lg">
      <ProductFilters value={search} onChange={onSearchChange} withSearch={withSearch} />
      {query.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data.meta.total === 1 ? '1 piece' : `${query.data.meta.total} pieces`}
        </Text>
      )}
      <ProductGrid
        products={query.data?.data}
        isLoading={query.isPending}
        failed={query.isError ? { text: 'Failed to load products', retry: () => void query.refetch() } : null}
        renderAction={renderAction}
        empty={
          <EmptyState title={filtered ? 'No products match these filters.' : 'No products here yet.'}>
            {filtered && <Text size="sm">Try another size or search.</Text>}
          </EmptyState>
        }
      />
      {query.data && query.data.meta.last_page > 1 && (
        <CatalogPagination
          page={query.data.meta.page}
          lastPage={query.data.meta.last_page}
          onChange={(page) => {
            onSearchChange({ page: page === 1 ? undefined : page });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Stack>
  );
}
