import { Link } from '@tanstack/react-router';
import { HeaderIcon } from '../../../components/layout/header-icons.tsx';
import { useCart } from '../hooks/use-cart.ts';
import { useLegacyCartMigration } from '../hooks/use-legacy-cart-migration.ts';

/**
 * The cart icon; its badge shows the number of lines when above 0 (docs/product/screens.md "Navigation"). The button and the
 * badge are styled elements (controls.css `.icon-button`, `.count-badge`, as the owner's pending orders have), not Mantine's
 * ActionIcon and Indicator: ~2 kB gzip less on every first load.
 */
export function CartButton() {
  useLegacyCartMigration();
  const count = useCart().data?.count ?? 0;
  return (
    <span className="count-button">
      <Link
        to="/cart"
        className="icon-button icon-button--subtle mantine-focus-auto"
        aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      >
        <HeaderIcon name="shoppingBag" size={22} />
      </Link>
      {count > 0 && (
        <span className="count-badge" aria-hidden>
          {count}
        </span>
      )}
    </span>
  );
}
