import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow, centred page of Login and Sign Up. */
export function AuthPage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <Container component="main" size={420} py="xl" w="100%">
      <title>{`${title} · Ukay`}</title>
      <Stack>
        <Title order={1} ta="center">
          {heading}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
