import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Page } from '../components/page.tsx';
import { RegisterForm } from '../features/users/components/register-form.tsx';
import { VerifyEmailNotice } from '../features/users/components/verify-email-notice.tsx';
import { CartView } from '../features/cart/components/cart-view.tsx';
import { MyQueues } from '../features/queue/components/my-queues.tsx';

// Checkout's forms, address lists and upload code load only when a shopper starts checking out.
const CheckoutModal = lazy(() => import('../features/orders/components/checkout-modal.tsx').then((module) => ({ default: module.CheckoutModal })));

export const Route = createFileRoute('/cart')({
  component: CartPage,
});

function CartPage() {
  const [province, setProvince] = useState<string | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  return (
    <Page title="Your Cart" size="xl">
      <CartView province={province} onProvinceChange={setProvince} onCheckout={() => setCheckoutOpen(true)} />
      <MyQueues />
      {/* Outside the cart view: the thank-you must stay on screen once the placed order empties the cart. */}
      {checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutModal
            onClose={() => setCheckoutOpen(false)}
            province={province}
            onProvinceChange={setProvince}
            renderRegisterForm={(onRegistered) => <RegisterForm onSuccess={onRegistered} />}
            renderEmailConfirmation={() => <VerifyEmailNotice />}
          />
        </Suspense>
      )}
    </Page>
  );
}
