import { Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FOOTER_LINKS } from './nav-links.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Container size="xl" py="xl">
        <Stack gap="sm">
          <Text fw={700} ff="heading" fz="xl">
            Ukay
          </Text>
          <Text size="sm">One-of-a-kind vintage clothing, hand-picked and shipped across the Philippines.</Text>
          <Text size="sm">Located in Pasig City, Metro Manila.</Text>
          <Group component="nav" aria-label="Footer" gap="lg">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Group>
          <Text size="xs" c="walnut.2">
            © {new Date().getFullYear()} Ukay. Prices in Philippine pesos.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
