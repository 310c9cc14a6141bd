import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { AccountMenu, MobileAccountLinks } from '../features/users/components/account-menu.tsx';
import { CartButton } from '../features/cart/components/cart-button.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
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
