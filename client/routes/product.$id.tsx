import { Anchor, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { ProductDetail } from '../features/catalog/components/product-detail.tsx';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(context.trpc.catalog.byId.queryOptions({ id: Number(params.id) })),
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  const product = useQuery({ ...trpc.catalog.byId.queryOptions({ id: Number(id) }), retry: false });
  return (
    <Container component="main" size="lg" py="xl" w="100%">
      {product.isPending && (
        <Grid gap="xl" aria-busy="true">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton style={{ aspectRatio: '1 / 1' }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <Skeleton height={36} width="70%" />
              <Skeleton height={28} width="30%" />
              <Skeleton height={40} />
              <Skeleton height={120} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {product.isError && (
        <Stack align="center" py="xl" gap="md">
          <title>Product Not Found · Ukay</title>
          <Title order={1}>Product Not Found</Title>
          <Text c="dimmed">This piece may have been removed, or the link is mistyped.</Text>
          <Anchor component={Link} to="/products" fw={600}>
            Back to Products
          </Anchor>
        </Stack>
      )}
      {product.data && (
        <>
          <title>{`${product.data.name} · Ukay`}</title>
          <ProductDetail product={product.data} action={<AddToCartButton product={product.data} size="md" />} />
        </>
      )}
    </Container>
  );
}
