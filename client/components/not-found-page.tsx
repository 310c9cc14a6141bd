import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Where a shopper who took a wrong turn most likely wanted to go. */
const WAYS_BACK = [
  { to: '/products', label: 'Shop All Products' },
  { to: '/new', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
  { to: '/', label: 'Home' },
] as const;

type NotFoundPageProps = {
  title: string;
  text: string;
  /** The first way back, in the page's own words (a missing piece says "Back to Products", docs/product/screens.md "Product page"). */
  primaryLabel?: string;
};

/**
 * The shop's dead end, never a bare "Not Found": what happened, and the shop's main doors. The server
 * answered this address with 404 (shared/client-routes.ts, share-pages.ts), so it is not indexed.
 */
export function NotFoundPage({ title, text, primaryLabel = 'Shop All Products' }: NotFoundPageProps) {
  const [primary, ...others] = WAYS_BACK;
  return (
    <Container component="main" size="sm" py={{ base: 48, sm: 96 }} w="100%" className="not-found">
      <title>{`${title} · Ukay`}</title>
      <Stack align="center" gap="md" ta="center">
        <Text className="not-found-code" aria-hidden>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="walnut.8" maw={420}>
          {text}
        </Text>
        <Button component={Link} to={primary.to} size="md" mt="sm" className="tap-target">
          {primaryLabel}
        </Button>
        <Group component="nav" aria-label="Ways back into the shop" justify="center" gap="xs">
          {others.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="subtle" color="walnut.9" c="walnut.9" className="tap-target">
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
