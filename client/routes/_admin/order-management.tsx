import { Group, Loader, Text } from '@mantine/core';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

/** docs/product/screens.md "Order Management": a page of its own that says where it is going, then goes to /admin-orders. */
export const Route = createFileRoute('/_admin/order-management')({
  component: () => (
    <Page title="Order Management">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>Redirecting to the order management system...</Text>
      </Group>
      <Navigate to="/admin-orders" replace />
    </Page>
  ),
});
