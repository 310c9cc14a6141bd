import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/contact')({
  component: () => (
    <Page title="Contact">
      <Text>How to reach us.</Text>
    </Page>
  ),
});
