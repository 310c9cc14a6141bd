import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/about')({
  component: () => (
    <Page title="About">
      <Text>Our story.</Text>
    </Page>
  ),
});
