import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';
import { EmptyState, ProductGrid } from './product-grid.tsx';

type Props = { id: number; renderAction: (product: ProductCard) => ReactNode };

/**
 * Under a sold piece: pieces like it that can be bought now (`catalog.similar`, best match first), so
 * a shared link to a sold piece still leads to a sale (design.md §8 "Sold pieces keep selling"). Loaded lazily, after the piece.
 */
export function SimilarPieces({ id, renderAction }: Props) {
  const similar = useQuery(trpc.catalog.similar.queryOptions({ id }));
  return (
    <Stack component="section" aria-labelledby="similar-pieces-title" gap="md">
      <Stack gap={2}>
        <Title order={2} id="similar-pieces-title">
          Similar pieces
        </Title>
        <Text c="dimmed">This one has found a new home. These are like it, and you can buy them now.</Text>
      </Stack>
      <ProductGrid
        products={similar.data}
        isLoading={similar.isPending}
        failed={similar.isError ? { text: 'Failed to load similar pieces', retry: () => void similar.refetch() } : null}
        renderAction={renderAction}
        skeletons={4}
        empty={
          <EmptyState title="No similar pieces on sale right now.">
            <Button component={Link} to="/products" variant="light" mt="sm" className="tap-target">
              View All Products
            </Button>
          </EmptyState>
        }
      />
    </Stack>
  );
}
