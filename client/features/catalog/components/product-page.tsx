import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { ProductOutput } from '../../../../shared/schemas/catalog.ts';
import { LazyNotFoundPage } from '../../../components/lazy-not-found-page.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ProductDetail } from './product-detail.tsx';

function ProductSkeleton() {
  return (
    <div className="product-layout" aria-busy="true">
      <Skeleton style={{ aspectRatio: '1 / 1' }} />
      <Stack>
        <Skeleton height={36} width="70%" />
        <Skeleton height={28} width="30%" />
        <Skeleton height={40} />
        <Skeleton height={120} />
      </Stack>
    </div>
  );
}

type Props = {
  id: number;
  renderAction: (product: ProductOutput) => ReactNode;
  /** What the route shows under the piece (similar pieces, when it sold). */
  renderBelow: (product: ProductOutput) => ReactNode;
};

/**
 * /product/{id}: the piece, or the shop's Product Not Found page at once (a missing piece is not asked
 * for again; the server answered its address with 404).
 */
export function ProductPage({ id, renderAction, renderBelow }: Props) {
  const product = useQuery({ ...trpc.catalog.byId.queryOptions({ id }), retry: false });
  if (product.isError) {
    return (
      <Suspense>
        <LazyNotFoundPage
          title="Product Not Found"
          text="This piece may have been removed, or the link is mistyped. One of a kind means it may have found a new home."
          primaryLabel="Back to Products"
        />
      </Suspense>
    );
  }
  return (
    <Container component="main" size="lg" py="xl" w="100%">
      {product.isPending && <ProductSkeleton />}
      {product.data && (
        <>
          <title>{`${product.data.name} · Ukay`}</title>
          <ProductDetail product={product.data} action={renderAction(product.data)} />
          {renderBelow(product.data)}
        </>
      )}
    </Container>
  );
}
