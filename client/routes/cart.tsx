import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Page } from '../components/page.tsx';
import { CHECKOUT_RETURN_URL } from '../features/orders/checkout-return.ts';
import { RegisterForm } from '../features/users/components/register-form.tsx';
import type { SearchParams } from '../lib/search-params.ts';
import { VerifyEmailNotice } from '../features/users/components/verify-email-notice.tsx';
import { CartView } from '../features/cart/components/cart-view.tsx';
import { MyQueues } from '../features/queue/components/my-queues.tsx';

// Only a line another buyer holds offers its queue, as the product page does: the panel loads then.
const QueuePanel = lazy(() => import('../features/queue/components/queue-panel.tsx').then((module) => ({ default: module.QueuePanel })));
// Checkout's forms, address lists and upload code load only when a shopper starts checking out.
const CheckoutModal = lazy(() => import('../features/orders/components/checkout-modal.tsx').then((module) => ({ default: module.CheckoutModal })));

/** `checkout=true`: the checkout opens at once (CHECKOUT_RETURN_URL: back from logging in or signing up at checkout). */
export const Route = createFileRoute('/cart')({
  validateSearch: (params: SearchParams): { checkout?: boolean } => (params.checkout === true ? { checkout: true } : {}),
  component: CartPage,
});

function CartPage() {
  const { checkout } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [province, setProvince] = useState<string | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(checkout === true);
  useEffect(() => {
    // Opened once: a reload after closing it shows the cart.
    if (checkout) void navigate({ search: {}, replace: true });
  }, [checkout, navigate]);
  return (
    <Page title="Your Cart" size="xl">
      <CartView
        province={province}
        onProvinceChange={setProvince}
        onCheckout={() => setCheckoutOpen(true)}
        renderQueue={(item) => (
          <Suspense fallback={null}>
            <QueuePanel product={item.product} />
          </Suspense>
        )}
      />
      <MyQueues />
      {/* Outside the cart view: the thank-you must stay on screen once the placed order empties the cart. */}
      {checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutModal
            onClose={() => setCheckoutOpen(false)}
            province={province}
            onProvinceChange={setProvince}
            renderRegisterForm={(onRegistered) => <RegisterForm onSuccess={onRegistered} loginReturnUrl={CHECKOUT_RETURN_URL} />}
            renderEmailConfirmation={() => <VerifyEmailNotice />}
          />
        </Suspense>
      )}
    </Page>
  );
}
