import { ActionIcon } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCart } from '../hooks/use-cart.ts';
import { useLegacyCartMigration } from '../hooks/use-legacy-cart-migration.ts';

/**
 * The cart icon; its badge shows the number of lines when above 0 (docs/product/screens.md "Navigation"). The badge is a styled
 * span (controls.css `.count-badge`, as the owner's pending orders have), not Mantine's Indicator: ~0.9 kB gzip less on every first load.
 */
export function CartButton() {
  useLegacyCartMigration();
  const count = useCart().data?.count ?? 0;
  return (
    <span className="count-button">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="walnut.9"
        size={44}
        aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      >
        <IconShoppingBag size={22} />
      </ActionIcon>
      {count > 0 && (
        <span className="count-badge" aria-hidden>
          {count}
        </span>
      )}
    </span>
  );
}
