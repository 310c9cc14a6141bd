import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a content page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text lh={1.7}>{children}</Text>;
}
