import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';
import { OrderByLinkView } from '../features/orders/components/order-by-link-view.tsx';
import { textParam, type SearchParams } from '../lib/search-params.ts';

/** The page a mail's "View your order" link opens (`?token=…`): that one order, on any device. */
export const Route = createFileRoute('/orders/view')({
  validateSearch: (params: SearchParams): { token?: string } => ({ token: textParam(params.token, 64) }),
  component: function OrderByLinkPage() {
    const { token } = Route.useSearch();
    return (
      <Page title="Your Order">
        <OrderByLinkView token={token ?? ''} />
      </Page>
    );
  },
});
