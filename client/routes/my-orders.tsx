import { createFileRoute, redirect } from '@tanstack/react-router';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/constants.ts';
import { Page } from '../components/page.tsx';
import { MyOrdersView } from '../features/orders/components/my-orders-view.tsx';
import { VerifyEmailNotice } from '../features/users/components/verify-email-notice.tsx';
import { readGuestId } from '../lib/guest-id.ts';
import { oneOfParam, type SearchParams } from '../lib/search-params.ts';

const parseMyOrdersSearch = (params: SearchParams): { status?: OrderStatus } => ({ status: oneOfParam(params.status, ORDER_STATUSES) });

/** docs/product/screens.md "My Orders" and docs/product/rules.md "Who sees My Orders": a signed-in user, or a guest holding a guest id; anyone else goes to /login. */
export const Route = createFileRoute('/my-orders')({
  validateSearch: parseMyOrdersSearch,
  beforeLoad: async ({ context, location }) => {
    if (readGuestId()) return;
    const { user } = await context.queryClient.ensureQueryData(context.trpc.users.session.queryOptions());
    if (!user) throw redirect({ to: '/login', search: { returnUrl: location.href } });
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.orders.list.queryOptions()),
  component: function MyOrdersPage() {
    const { status } = Route.useSearch();
    return (
      <Page title="My Orders">
        <VerifyEmailNotice />
        <MyOrdersView status={status ?? 'all'} />
      </Page>
    );
  },
});
