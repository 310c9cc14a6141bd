import { Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NAV_LINKS } from './nav-links.ts';

// The drawer (with its scroll lock, focus trap and transitions) loads on the first tap of the burger,
// not with every page.
const MobileNav = lazy(() => import('./mobile-nav.tsx').then(({ MobileNav }) => ({ default: MobileNav })));

type SiteHeaderProps = {
  /** The owner's pending orders (nothing for anyone else), the cart icon with its badge, and the account menu: features passed in by the root route. */
  adminButton: ReactNode;
  cartButton: ReactNode;
  accountMenu: ReactNode;
  mobileAccountLinks: (close: () => void) => ReactNode;
};

export function SiteHeader({ adminButton, cartButton, accountMenu, mobileAccountLinks }: SiteHeaderProps) {
  const [menuOpen, menu] = useDisclosure(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <header className="site-header">
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* A plain button (controls.css `.icon-button`), not Mantine's Burger: every page's first load carries the header. */}
            <button
              type="button"
              className="icon-button icon-button--subtle menu-button mantine-focus-auto mantine-hidden-from-sm"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
            >
              <svg width={18} height={18} viewBox="0 0 18 18" fill="currentColor" aria-hidden>
                <path d="M0 3h18v2H0zm0 5h18v2H0zm0 5h18v2H0z" />
              </svg>
            </button>
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
            {adminButton}
            {cartButton}
            <Group visibleFrom="sm">{accountMenu}</Group>
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense>
          <MobileNav opened={menuOpen} onClose={menu.close} accountLinks={mobileAccountLinks} />
        </Suspense>
      )}
    </header>
  );
}
