import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STATUSES } from '../../../shared/constants.ts';
import { Page } from '../../components/page.tsx';
import { BackToDashboard } from '../../features/admin/components/back-to-dashboard.tsx';
import type { AdminOrdersSearch } from '../../features/admin-orders/admin-orders-search.ts';
import { AdminOrdersView } from '../../features/admin-orders/components/admin-orders-view.tsx';
import { CheckStatementLink } from '../../features/admin-orders/components/check-statement-link.tsx';
import { PrintApprovedSlipsLink } from '../../features/admin-orders/components/print-approved-slips-link.tsx';
import { dayParam, intParam, oneOfParam, textParam, type SearchParams } from '../../lib/search-params.ts';

/** A malformed value falls back to its default rather than breaking the page. */
function parseAdminOrdersSearch(params: SearchParams): AdminOrdersSearch {
  return {
    status: oneOfParam(params.status, ORDER_STATUSES),
    search: textParam(params.search, 100),
    from: dayParam(params.from),
    to: dayParam(params.to),
    payment_method: textParam(params.payment_method, 64),
    page: intParam(params.page, 1),
    order: intParam(params.order, 1),
  };
}

const TITLE = 'Order Management';

// Route options (unlike the component) load with the route tree for every visitor: nothing admin here.
export const Route = createFileRoute('/_admin/admin-orders')({
  validateSearch: parseAdminOrdersSearch,
  component: function AdminOrdersPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page title={TITLE} size="xl">
        <BackToDashboard tab="orders" />
        <Group gap="sm">
          <PrintApprovedSlipsLink />
          <CheckStatementLink />
        </Group>
        <AdminOrdersView
          documentTitle={`${TITLE} · Ukay`}
          search={search}
          onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
        />
      </Page>
    );
  },
});
