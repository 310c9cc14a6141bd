import { z } from 'zod';
import { ensureGuestId } from '../../lib/guest-id.ts';
import { queryClient, trpcClient, trpc } from '../../lib/trpc.ts';

const LegacyCart = z.array(z.object({ product_id: z.coerce.number().int().positive() }).or(z.object({ id: z.coerce.number().int().positive() })));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Adds each piece of a cart stored by an older version of the shop to the server cart. Pieces that sold meanwhile are skipped. */
export async function migrateLegacyCart(stored: string): Promise<void> {
  const parsed = LegacyCart.safeParse(parseJson(stored));
  if (!parsed.success || parsed.data.length === 0) return;
  ensureGuestId();
  const productIds = parsed.data.map((item) => ('product_id' in item ? item.product_id : item.id));
  await Promise.allSettled(productIds.map((productId) => trpcClient.cart.add.mutate({ product_id: productId })));
  await queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
}
