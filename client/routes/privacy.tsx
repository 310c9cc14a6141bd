import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/privacy')({
  component: () => (
    <Page title="Privacy">
      <Text>How we handle your data.</Text>
    </Page>
  ),
});
