import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { EmptyState, ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { DropPage } from '../features/drops/components/drop-page.tsx';

// No loader: the page asks for its drop itself. A loader would sit in every storefront page's first
// load (route options are not split off), and the shop's pages are within bytes of their budget.
export const Route = createFileRoute('/drops/$slug')({
  component: function DropRoutePage() {
    const { slug } = Route.useParams();
    return (
      <DropPage
        slug={slug}
        renderProducts={(products) => (
          <ProductGrid
            products={products}
            isLoading={false}
            failed={null}
            empty={<EmptyState title="Every piece of this drop has found a home." />}
            renderAction={(product) => <AddToCartButton product={product} />}
          />
        )}
      />
    );
  },
});
