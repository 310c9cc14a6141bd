import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageProps = { title: string; intro?: string; children: ReactNode; size?: string };

/** A titled page body; sets the document title so each screen is named in tabs and history. */
export function Page({ title, intro, children, size = 'lg' }: PageProps) {
  const heading = <Title order={1}>{title}</Title>;
  return (
    <Container component="main" size={size} py="xl" w="100%">
      <title>{`${title} · Ukay`}</title>
      <Stack gap="lg">
        {intro === undefined ? (
          heading
        ) : (
          <Stack gap={4}>
            {heading}
            <Text c="dimmed">{intro}</Text>
          </Stack>
        )}
        {children}
      </Stack>
    </Container>
  );
}
