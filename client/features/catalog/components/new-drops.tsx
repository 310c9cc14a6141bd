import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';
import { EmptyState, ProductGrid } from './product-grid.tsx';

/**
 * The home page's new arrivals (the API's `newDrops`): the latest pieces, with a way on to the whole
 * rack. Headed "New Arrivals", as the top navigation names /new: a drop is the owner's timed release
 * (the strip above), and the grid is not one (docs/product/screens.md "Home").
 */
export function NewDrops({ renderAction }: { renderAction: (product: ProductCard) => ReactNode }) {
  const drops = useQuery(trpc.catalog.newDrops.queryOptions());
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {/* The link beside the title, not under the text: on a phone the grid starts a line higher. */}
        <Stack gap={2}>
          <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
            <Title order={2}>New Arrivals</Title>
            <Anchor component={Link} to="/products" fw={600} ta="right">
              View All Products
            </Anchor>
          </Group>
          <Text c="dimmed">Just in, one of each. Snag it before someone else does.</Text>
        </Stack>
        <ProductGrid
          products={drops.data}
          isLoading={drops.isPending}
          failed={drops.isError ? { text: 'Failed to load new arrivals', retry: () => void drops.refetch() } : null}
          renderAction={renderAction}
          empty={<EmptyState title="No new arrivals found at the moment. Check back soon!" />}
        />
      </Stack>
    </Container>
  );
}
