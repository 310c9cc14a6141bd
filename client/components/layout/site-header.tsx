import { Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NAV_LINKS } from './nav-links.ts';

type SiteHeaderProps = {
  /** The cart icon with its badge, and the account menu: features passed in by the root route. */
  cartButton: ReactNode;
  accountMenu: ReactNode;
  mobileAccountLinks: (close: () => void) => ReactNode;
};

export function SiteHeader({ cartButton, accountMenu, mobileAccountLinks }: SiteHeaderProps) {
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <header className="site-header">
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <Link to="/" className="brand">
              Ukay
            </Link>
          </Group>
          <Group component="nav" aria-label="Main" gap="xl" visibleFrom="sm">
            {NAV_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className="nav-link">
                {link.label}
              </Link>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {cartButton}
            <Group visibleFrom="sm">{accountMenu}</Group>
          </Group>
        </Group>
      </Container>
      <Drawer opened={menuOpen} onClose={menu.close} title="Menu" size="xs" hiddenFrom="sm">
        <Stack component="nav" aria-label="Mobile" gap="md">
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="nav-link" onClick={menu.close}>
              {link.label}
            </Link>
          ))}
          <Link to="/cart" className="nav-link" onClick={menu.close}>
            Cart
          </Link>
          {mobileAccountLinks(menu.close)}
        </Stack>
      </Drawer>
    </header>
  );
}
