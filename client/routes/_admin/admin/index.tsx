import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page.tsx';

export const Route = createFileRoute('/_admin/admin/')({
  component: () => (
    <Page title="Admin Dashboard">
      <Text>Products, orders, users, announcements and settings.</Text>
    </Page>
  ),
});
