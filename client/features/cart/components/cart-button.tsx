import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCart } from '../hooks/use-cart.ts';
import { useLegacyCartMigration } from '../hooks/use-legacy-cart-migration.ts';

/** The cart icon; its badge shows the number of lines when above 0 (spec §2). */
export function CartButton() {
  useLegacyCartMigration();
  const count = useCart().data?.count ?? 0;
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="rust.8" offset={8}>
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
    </Indicator>
  );
}
