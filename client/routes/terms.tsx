import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/terms')({
  component: () => (
    <Page title="Terms">
      <Text>Terms of sale.</Text>
    </Page>
  ),
});
