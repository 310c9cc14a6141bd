import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';

/**
 * Browsers from before kept a guest cart in local storage (spec §4): add each stored piece to the
 * server cart, then drop the old key, only once the pieces are in. The migration (and the zod it
 * parses with) loads only for a browser that has such a cart, not with every page.
 */
export function useLegacyCartMigration() {
  useEffect(() => {
    if (localStorage.getItem(STORAGE_KEYS.legacyGuestCart) === null) return;
    void import('../migrate-legacy-cart.ts').then(({ migrateLegacyCart }) => migrateLegacyCart());
  }, []);
}
