import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/products')({
  component: () => (
    <Page title="All Products">
      <Text>Every piece in the shop.</Text>
    </Page>
  ),
});
