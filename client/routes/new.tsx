import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/new')({
  component: () => (
    <Page title="New Arrivals">
      <Text>The latest pieces to land on the rack.</Text>
    </Page>
  ),
});
