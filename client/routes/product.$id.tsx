import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { ProductPage } from '../features/catalog/components/product-page.tsx';
import { QueuePanel } from '../features/queue/components/queue-panel.tsx';

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
            <QueuePanel product={product} />
          </>
        )}
      />
    );
  },
});
