import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/')({
  component: () => (
    <Page title="New Drops">
      <Text>Fresh vintage pieces, one of each.</Text>
    </Page>
  ),
});
