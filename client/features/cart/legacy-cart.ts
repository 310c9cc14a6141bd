import { z } from 'zod';
import { serverErrorOf } from '../../lib/errors.ts';

/** A cart as older versions of the shop kept it in local storage (docs/product/pieces-and-orders.md "Legacy guest cart"): a list of product ids. */
const LegacyCart = z.array(z.object({ product_id: z.coerce.number().int().positive() }).or(z.object({ id: z.coerce.number().int().positive() })));
export type LegacyCartItem = z.infer<typeof LegacyCart>[number];

/** The stored cart's items; none when it cannot be read (there is then nothing to move). */
export function readLegacyCart(stored: string): LegacyCartItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  const cart = LegacyCart.safeParse(parsed);
  return cart.success ? cart.data : [];
}

export const productIdOf = (item: LegacyCartItem) => ('product_id' in item ? item.product_id : item.id);

/**
 * Whether an add that failed may work on a later visit: its answer never came, the server failed or
 * asked to be given time. A refusal stands (the piece sold meanwhile, or is gone): it is skipped.
 */
function worthRetrying(reason: unknown): boolean {
  const status = serverErrorOf(reason)?.status ?? 0;
  return status === 0 || status === 429 || status >= 500;
}

/** The items whose add failed in a way worth trying again: what the stored cart keeps. */
export function stillToMigrate(items: LegacyCartItem[], outcomes: PromiseSettledResult<unknown>[]): LegacyCartItem[] {
  return items.filter((_item, index) => {
    const outcome = outcomes[index];
    return outcome?.status === 'rejected' && worthRetrying(outcome.reason);
  });
}
