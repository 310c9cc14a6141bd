import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';

/**
 * Whether this page load has an old cart still to move. Read once, at the first render: the migration
 * takes the stored key away before the moved cart has arrived, and the cart must wait for both.
 * It runs once a load; what it leaves waits for the next.
 */
let migrating: boolean | undefined;
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first render of a page whose browser holds an old cart until its pieces are in the server cart. */
const isMigrating = () => (migrating ??= localStorage.getItem(STORAGE_KEYS.legacyGuestCart) !== null);

function settle(): void {
  migrating = false;
  for (const listener of listeners) listener();
}

/**
 * Browsers from before kept a guest cart in local storage (docs/product/pieces-and-orders.md "Legacy guest cart"): add each stored piece to the
 * server cart, then drop the old key, only once the pieces are in. The migration (and the zod it
 * parses with) loads only for a browser that has such a cart, not with every page.
 *
 * Answers whether the migration is still under way, so a cart shown meanwhile waits for it instead of
 * saying "Your cart is empty" for a moment (or, for a browser that had no guest id yet, until a reload).
 */
export function useLegacyCartMigration(): boolean {
  const underWay = useSyncExternalStore(subscribe, isMigrating, () => false);
  useEffect(() => {
    if (started || !isMigrating()) return;
    started = true;
    import('../migrate-legacy-cart.ts')
      .then(({ migrateLegacyCart }) => migrateLegacyCart())
      // Settled either way: a cart that cannot be moved now is tried again on the next visit, and the
      // cart on screen shows what the server has meanwhile.
      .finally(settle)
      .catch(() => undefined);
  }, []);
  return underWay;
}
