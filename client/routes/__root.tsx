import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { AccountMenu, MobileAccountLinks } from '../features/users/components/account-menu.tsx';
import { CartButton } from '../features/cart/components/cart-button.tsx';
import { useLiveCart } from '../features/cart/hooks/use-live-cart.ts';
import { useLiveCatalogue } from '../features/catalog/hooks/use-live-catalogue.ts';
import { useLiveMyOrders } from '../features/orders/hooks/use-live-my-orders.ts';
import { startLiveStreamWhenIdle } from '../lib/live/start-live-stream.ts';
import type { RouterContext } from '../router-context.ts';

// Loaded when first needed: few visits take a wrong turn, and every first load counts (design.md §5).
const NotFoundPage = lazy(() => import('../components/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any address the router has no page for; the server answered it with 404 (shared/client-routes.ts).
  notFoundComponent: () => (
    <Suspense>
      <NotFoundPage title="Page Not Found" text="We looked through every rack and this page isn't on any of them. The link may be mistyped, or the page has moved." />
    </Suspense>
  ),
});

/**
 * The tab's live stream, and the features that keep their cached screens in step with it: here, so
 * that a cached page not on screen is right when it is shown again.
 */
function useLiveScreens() {
  const queryClient = useQueryClient();
  useLiveCatalogue();
  useLiveCart();
  useLiveMyOrders();
  useEffect(() => startLiveStreamWhenIdle(queryClient), [queryClient]);
}

function RootLayout() {
  useLiveScreens();
  return (
    <>
      <SiteHeader
        cartButton={<CartButton />}
        accountMenu={<AccountMenu />}
        mobileAccountLinks={(close) => <MobileAccountLinks onNavigate={close} />}
      />
      <Outlet />
      <SiteFooter />
    </>
  );
}
