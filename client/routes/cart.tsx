import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { CartView } from '../features/cart/components/cart-view.tsx';

export const Route = createFileRoute('/cart')({
  component: CartPage,
});

function CartPage() {
  const [province, setProvince] = useState<string | null>(null);
  const [, setCheckoutOpen] = useState(false);
  return (
    <Page title="Your Cart" size="xl">
      <CartView province={province} onProvinceChange={setProvince} onCheckout={() => setCheckoutOpen(true)} checkout={null} />
    </Page>
  );
}
