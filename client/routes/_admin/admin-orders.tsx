import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_admin/admin-orders')({
  component: () => (
    <Page title="Order Management">
      <Text>Every order, by status.</Text>
    </Page>
  ),
});
