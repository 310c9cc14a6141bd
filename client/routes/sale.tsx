import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/sale')({
  component: () => (
    <Page title="Sale">
      <Text>Pieces with a lower price.</Text>
    </Page>
  ),
});
