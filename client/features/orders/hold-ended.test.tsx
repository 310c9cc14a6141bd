import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOLD_ENDED_MESSAGES } from '../../../shared/cart-messages.ts';
import { createTestProduct } from '../../../server/test/fixtures.ts';
import { callerFor } from '../../../server/test/test-app.ts';
import { ensureGuestId } from '../../lib/guest-id.ts';
import { trpcClient } from '../../lib/trpc.ts';
import { serveShopForFile } from '../../test/shop-server.ts';
import { holdEndedMessage } from './hold-ended.ts';

// A component-tier file (.tsx) for the real shop it asks, though it renders nothing.
const shop = serveShopForFile();

beforeEach(() => {
  ensureGuestId();
});

/** This guest's cart, its pieces held as checkout step 2 holds them. */
async function heldByMe(count: number) {
  const pieces = [];
  for (let index = 0; index < count; index += 1) {
    const piece = await createTestProduct(shop.em());
    await trpcClient.cart.add.mutate({ product_id: piece.id });
    pieces.push(piece);
  }
  await trpcClient.cart.hold.mutate();
  return { pieces, items: (await trpcClient.cart.get.query()).items };
}

describe('the message of a reservation that ran out', () => {
  it('asks the buyer to check out again when no one waited for the pieces', async () => {
    const { items } = await heldByMe(1);
    expect(await holdEndedMessage(items)).toBe(HOLD_ENDED_MESSAGES.free);
  });

  it('says which piece went to the next in line, and that the queue is open to them, instead of "check out again"', async () => {
    const { pieces, items } = await heldByMe(2);
    const [waitedFor, free] = pieces;
    if (!waitedFor || !free) throw new Error('two pieces were held');
    await callerFor(shop.em(), { guestIdHeader: nanoid() }).queue.join({ product_id: waitedFor.id, email: `next-${nanoid(6)}@example.com` });
    const message = await holdEndedMessage(items);
    expect(message).toBe(HOLD_ENDED_MESSAGES.passedOn([waitedFor.name]));
    expect(message).not.toContain('check out again');
  });
});
