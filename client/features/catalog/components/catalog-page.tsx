import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading band of a list page. */
export function CatalogPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container component="main" size="xl" py="xl" w="100%">
      <title>{`${title} · Ukay`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
