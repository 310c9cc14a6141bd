import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { EmptyState, ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { AnnouncementBar } from '../features/content/components/announcement-bar.tsx';
import { HeroCarousel } from '../features/content/components/hero-carousel.tsx';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, trpc: api } }) =>
    Promise.all([
      queryClient.prefetchQuery(api.content.heroSlides.queryOptions()),
      queryClient.prefetchQuery(api.content.announcements.queryOptions()),
      queryClient.prefetchQuery(api.catalog.newDrops.queryOptions()),
    ]),
  component: HomePage,
});

function HomePage() {
  const drops = useQuery(trpc.catalog.newDrops.queryOptions());
  return (
    <main>
      <title>Ukay · Vintage clothing, one of a kind</title>
      <HeroCarousel />
      <AnnouncementBar />
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="end">
            <Stack gap={2}>
              <Title order={2}>New Drops</Title>
              <Text c="dimmed">Just in, one of each. Snag it before someone else does.</Text>
            </Stack>
            <Anchor component={Link} to="/products" fw={600}>
              View All Products
            </Anchor>
          </Group>
          <ProductGrid
            products={drops.data}
            isLoading={drops.isPending}
            isError={drops.isError}
            errorText="Failed to load new arrivals"
            renderAction={(product) => <AddToCartButton product={product} />}
            empty={<EmptyState title="No new arrivals found at the moment. Check back soon!" />}
          />
        </Stack>
      </Container>
    </main>
  );
}
