import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { AccountMenu } from '../features/users/components/account-menu.tsx';
import { CartButton } from '../features/cart/components/cart-button.tsx';
import { CartActionsProvider } from '../features/cart/hooks/cart-actions.tsx';
import { whenLoadedAndIdle } from '../lib/live/when-idle.ts';
import { useSession } from '../lib/session.ts';
import { LazyNotFoundPage } from '../components/lazy-not-found-page.ts';
import type { RouterContext } from '../router-context.ts';


// The mobile menu's account links show only once that menu is opened (itself loaded then).
const MobileAccountLinks = lazy(() =>
  import('../features/users/components/mobile-account-links.tsx').then((module) => ({ default: module.MobileAccountLinks })),
);

// The owner's count of pending orders: fetched only once the session says the visitor is an admin, so
// no admin code is part of a shopper's download (design.md §5; bench/bundle.ts knows this chunk).
const PendingOrdersButton = lazy(() =>
  import('../features/admin-orders/components/pending-orders-button.tsx').then((module) => ({ default: module.PendingOrdersButton })),
);

/** The header's pending orders for an admin; while its code loads, an empty slot its size keeps the header still. */
function AdminHeaderButton() {
  const user = useSession();
  if (user?.role !== 'admin') return null;
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 44, height: 44 }} />}>
      <PendingOrdersButton />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any address the router has no page for; the server answered it with 404 (shared/client-routes.ts).
  notFoundComponent: () => (
    <Suspense>
      <LazyNotFoundPage title="Page Not Found" text="We looked through every rack and this page isn't on any of them. The link may be mistyped, or the page has moved." />
    </Suspense>
  ),
});

/** The tab's live stream, once the page is loaded and idle: its code is not part of the first load (decision 013). */
function useLiveScreens() {
  const queryClient = useQueryClient();
  // Started at most once however often this runs (StrictMode runs it twice): startLiveScreens is idempotent.
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        // A chunk that fails to load (a deploy replaced it) leaves the shop as it was before live screens.
        import('./-live/live-screens.ts').then((module) => module.startLiveScreens(queryClient)).catch((error: unknown) => console.error(error));
      }),
    [queryClient],
  );
}

function RootLayout() {
  useLiveScreens();
  return (
    <>
      <SiteHeader
        adminButton={<AdminHeaderButton />}
        cartButton={<CartButton />}
        accountMenu={<AccountMenu />}
        mobileAccountLinks={(close) => (
          <Suspense>
            <MobileAccountLinks onNavigate={close} />
          </Suspense>
        )}
      />
      {/* A screen tall at least (page.css): the footer never jumps while a route loads. */}
      <div className="route-body">
        <CartActionsProvider>
          <Outlet />
        </CartActionsProvider>
      </div>
      <SiteFooter />
    </>
  );
}
