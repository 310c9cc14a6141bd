import { Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NAV_LINKS } from './nav-links.ts';

type MobileNavProps = { opened: boolean; onClose: () => void; accountLinks: (close: () => void) => ReactNode };

/** The phone menu: the header's links in a drawer. */
export function MobileNav({ opened, onClose, accountLinks }: MobileNavProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" hiddenFrom="sm">
      <Stack component="nav" aria-label="Mobile" gap="md">
        {NAV_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="nav-link" onClick={onClose}>
            {link.label}
          </Link>
        ))}
        <Link to="/cart" className="nav-link" onClick={onClose}>
          Cart
        </Link>
        {accountLinks(onClose)}
      </Stack>
    </Drawer>
  );
}
