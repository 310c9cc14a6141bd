import { useEffect } from 'react';
import { z } from 'zod';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { queryClient, trpcClient, trpc } from '../../../lib/trpc.ts';

const LegacyCart = z.array(z.object({ product_id: z.coerce.number().int().positive() }).or(z.object({ id: z.coerce.number().int().positive() })));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Browsers from before kept a guest cart in local storage (spec §4): add each stored piece to the
 * server cart, then drop the old key. Pieces that sold meanwhile are skipped.
 */
export function useLegacyCartMigration() {
  useEffect(() => {
    const stored = localStorage.getItem(STORAGE_KEYS.legacyGuestCart);
    if (stored === null) return;
    localStorage.removeItem(STORAGE_KEYS.legacyGuestCart);
    const parsed = LegacyCart.safeParse(parseJson(stored));
    if (!parsed.success || parsed.data.length === 0) return;
    ensureGuestId();
    const productIds = parsed.data.map((item) => ('product_id' in item ? item.product_id : item.id));
    void Promise.allSettled(productIds.map((productId) => trpcClient.cart.add.mutate({ product_id: productId }))).then(() =>
      queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }),
    );
  }, []);
}
