import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { ProductPage } from '../features/catalog/components/product-page.tsx';

// Only a piece On Hold has a queue: its panel loads then, outside the page's first load.
const QueuePanel = lazy(() => import('../features/queue/components/queue-panel.tsx').then((module) => ({ default: module.QueuePanel })));
// Only a sold piece offers similar ones: they load then, below the fold, in a slot that keeps its place (storefront.css).
const SimilarPieces = lazy(() => import('../features/catalog/components/similar-pieces.tsx').then((module) => ({ default: module.SimilarPieces })));

export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(context.trpc.catalog.byId.queryOptions({ id: Number(params.id) })),
  component: function ProductRoutePage() {
    const { id } = Route.useParams();
    return (
      <ProductPage
        id={Number(id)}
        renderAction={(product) => (
          <>
            <AddToCartButton product={product} size="md" />
            {product.status === 'OnHold' && (
              <Suspense fallback={null}>
                <QueuePanel product={product} />
              </Suspense>
            )}
          </>
        )}
        renderBelow={(product) =>
          product.status === 'Sold' && (
            <div className="similar-pieces-slot">
              <Suspense fallback={null}>
                <SimilarPieces id={product.id} renderAction={(piece) => <AddToCartButton product={piece} />} />
              </Suspense>
            </div>
          )
        }
      />
    );
  },
});
