import { STORAGE_KEYS } from '../../../shared/constants.ts';
import { fetchAnew } from '../../lib/fetch-anew.ts';
import { ensureGuestId } from '../../lib/guest-id.ts';
import { queryClient, trpcClient, trpc } from '../../lib/trpc.ts';
import { productIdOf, readLegacyCart, stillToMigrate } from './legacy-cart.ts';

let running: Promise<void> | null = null;

async function migrate(): Promise<void> {
  const stored = localStorage.getItem(STORAGE_KEYS.legacyGuestCart);
  if (stored === null) return;
  const items = readLegacyCart(stored);
  if (items.length > 0) ensureGuestId();
  const outcomes = await Promise.allSettled(items.map((item) => trpcClient.cart.add.mutate({ product_id: productIdOf(item) })));
  // Only now, with the pieces in the server cart, is the stored cart let go; what failed for a
  // passing reason (no connection, a server error) stays for the next visit to try again.
  const left = stillToMigrate(items, outcomes);
  if (left.length === 0) localStorage.removeItem(STORAGE_KEYS.legacyGuestCart);
  else localStorage.setItem(STORAGE_KEYS.legacyGuestCart, JSON.stringify(left));
  // The moved cart is in the cache before the migration counts as done, so a cart page waiting for
  // it goes from loading straight to its pieces. Asked for even when no cart query is running yet:
  // a browser that had no guest id until now had none.
  if (items.length > 0) await fetchAnew(queryClient, trpc.cart.get.queryOptions());
}

/**
 * Adds each piece of a cart stored by an older version of the shop to the server cart (docs/product/pieces-and-orders.md "Legacy guest cart"), then
 * removes the stored cart. Pieces that sold meanwhile are skipped. One run at a time: a second call
 * while it runs (React's strict mode mounts twice) waits for the same run.
 */
export function migrateLegacyCart(): Promise<void> {
  running ??= migrate().finally(() => {
    running = null;
  });
  return running;
}
