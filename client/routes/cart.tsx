import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/cart')({
  component: () => (
    <Page title="Your Cart">
      <Text>Pieces you are about to make yours.</Text>
    </Page>
  ),
});
