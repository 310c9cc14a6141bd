import { HOLD_ENDED_MESSAGES } from '../../../shared/cart-messages.ts';
import type { CartItemOutput } from '../../../shared/schemas/cart.ts';
import { trpcClient } from '../../lib/trpc.ts';

/**
 * What a buyer whose reservation ran out is told (audit B-8): a piece someone else waited for is now
 * theirs, their turn (design.md §8 "Next in line"), and "check out again" would lead only to a refusal.
 * Asked of the server, which alone knows the lines; the buyer's own place, in their own turn, is not someone else waiting.
 */
export async function holdEndedMessage(items: readonly CartItemOutput[]): Promise<string> {
  try {
    const places = await Promise.all(items.map((item) => trpcClient.queue.place.query({ product_id: item.product.id })));
    const passedOn = items.filter((_, index) => {
      const place = places[index];
      return place !== undefined && place.length > (place.place === null ? 0 : 1);
    });
    return passedOn.length === 0 ? HOLD_ENDED_MESSAGES.free : HOLD_ENDED_MESSAGES.passedOn(passedOn.map((item) => item.product.name));
  } catch {
    return HOLD_ENDED_MESSAGES.unknown;
  }
}
