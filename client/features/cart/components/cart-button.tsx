import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The cart icon; its badge shows the number of lines when above 0 (spec §2). */
export function CartButton({ count = 0 }: { count?: number }) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="rust.8" offset={4}>
      <ActionIcon component={Link} to="/cart" variant="subtle" color="walnut.9" size="lg" aria-label={`Cart, ${count} items`}>
        <IconShoppingBag size={22} />
      </ActionIcon>
    </Indicator>
  );
}
