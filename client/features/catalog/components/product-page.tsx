import { Anchor, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductOutput } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';
import { PRODUCT_COLUMNS, ProductDetail } from './product-detail.tsx';

function ProductSkeleton() {
  return (
    <SimpleGrid cols={PRODUCT_COLUMNS} spacing="xl" aria-busy="true">
      <Skeleton style={{ aspectRatio: '1 / 1' }} />
      <Stack>
        <Skeleton height={36} width="70%" />
        <Skeleton height={28} width="30%" />
        <Skeleton height={40} />
        <Skeleton height={120} />
      </Stack>
    </SimpleGrid>
  );
}

function ProductNotFound() {
  return (
    <Stack align="center" py="xl" gap="md">
      <title>Product Not Found · Ukay</title>
      <Title order={1}>Product Not Found</Title>
      <Text c="dimmed">This piece may have been removed, or the link is mistyped.</Text>
      <Anchor component={Link} to="/products" fw={600}>
        Back to Products
      </Anchor>
    </Stack>
  );
}

type Props = { id: number; renderAction: (product: ProductOutput) => ReactNode };

/** /product/{id}: the piece, or Product Not Found at once (a missing piece is not asked for again). */
export function ProductPage({ id, renderAction }: Props) {
  const product = useQuery({ ...trpc.catalog.byId.queryOptions({ id }), retry: false });
  return (
    <Container component="main" size="lg" py="xl" w="100%">
      {product.isPending && <ProductSkeleton />}
      {product.isError && <ProductNotFound />}
      {product.data && (
        <>
          <title>{`${product.data.name} · Ukay`}</title>
          <ProductDetail product={product.data} action={renderAction(product.data)} />
        </>
      )}
    </Container>
  );
}
