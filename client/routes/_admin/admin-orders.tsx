import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { AdminOrdersSearch, countsInput, listInput } from '../../features/admin-orders/admin-orders-search.ts';
import { AdminOrdersView } from '../../features/admin-orders/components/admin-orders-view.tsx';

export const Route = createFileRoute('/_admin/admin-orders')({
  validateSearch: AdminOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.admin.orders.list.queryOptions(listInput(deps))),
      queryClient.prefetchQuery(trpc.admin.orders.counts.queryOptions(countsInput(deps))),
      deps.order !== undefined && queryClient.prefetchQuery(trpc.admin.orders.byId.queryOptions({ id: deps.order })),
    ]),
  component: function AdminOrdersPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page title="Order Management" size="xl">
        <Button
          renderRoot={(props) => <Link to="/admin/$tab" params={{ tab: 'orders' }} {...props} />}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          w="fit-content"
          px={0}
        >
          Back to Dashboard
        </Button>
        <AdminOrdersView
          search={search}
          onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
        />
      </Page>
    );
  },
});
