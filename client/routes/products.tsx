import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { catalogRouteOptions } from '../features/catalog/catalog-route.ts';
import { CatalogPage } from '../features/catalog/components/catalog-page.tsx';

export const Route = createFileRoute('/products')({
  ...catalogRouteOptions('/products'),
  component: () => <CatalogPage path="/products" renderAction={(product) => <AddToCartButton product={product} />} />,
});
