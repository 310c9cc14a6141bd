import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/product/$id')({
  component: () => (
    <Page title="Product">
      <Text>Product details.</Text>
    </Page>
  ),
});
