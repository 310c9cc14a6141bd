import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/my-orders')({
  component: () => (
    <Page title="My Orders">
      <Text>Orders you have placed.</Text>
    </Page>
  ),
});
