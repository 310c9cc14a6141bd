import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled page body; sets the document title so each screen is named in tabs and history. */
export function Page({ title, children, size = 'lg' }: { title: string; children: ReactNode; size?: string }) {
  return (
    <Container component="main" size={size} py="xl" w="100%">
      <title>{`${title} · Ukay`}</title>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
