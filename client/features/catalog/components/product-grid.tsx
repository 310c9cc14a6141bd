import { Button, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EAGER_GRID_IMAGES } from '../../../../shared/images.ts';
import type { ProductCard as Piece } from '../../../../shared/schemas/catalog.ts';
import { ProductCard } from './product-card.tsx';

type ProductGridProps = {
  products: Piece[] | undefined;
  isLoading: boolean;
  /** The list could not be read: what to say (the spec's words), and how to ask again. */
  failed: { text: string; retry: () => void } | null;
  empty: ReactNode;
  renderAction: (product: Piece) => ReactNode;
  skeletons?: number;
};

/**
 * A grid of product cards with the loading, error and empty states every list needs. The grid and
 * the boxes are classes of storefront.css (2, 3, 4 columns), not Mantine's SimpleGrid and Card, whose
 * code every storefront page's first load would carry for a few CSS rules (design.md §5).
 */
export function ProductGrid({ products, isLoading, failed, empty, renderAction, skeletons = 8 }: ProductGridProps) {
  if (isLoading) {
    return (
      <div className="product-grid" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: skeletons }, (_, index) => (
          <div key={index} className="product-card">
            <div className="product-card-picture">
              <Skeleton className="product-image" radius={0} />
            </div>
            <Skeleton height={16} mt="sm" width="80%" />
            <Skeleton height={16} mt={8} width="40%" />
            <Skeleton height={44} mt="sm" />
          </div>
        ))}
      </div>
    );
  }
  // A note like the empty state's rather than Mantine's Alert, whose code (with its close button)
  // would otherwise be part of every storefront page's first load for a state that is rare.
  // With a way out (audit A-24): a dropped connection on a phone is the usual cause, and it passes.
  if (failed) {
    return (
      <div className="list-note">
        <Group justify="space-between" gap="sm">
          <Text role="alert" c="var(--mantine-color-error)" fw={600}>
            {failed.text}
          </Text>
          <Button variant="light" className="tap-target" onClick={failed.retry}>
            Try again
          </Button>
        </Group>
      </div>
    );
  }
  if (!products || products.length === 0) return <>{empty}</>;
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} action={renderAction(product)} priority={index < EAGER_GRID_IMAGES} />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-note list-note--empty">
      <Text fw={600}>{title}</Text>
      {children}
    </div>
  );
}
