import { screen, waitFor } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { Product, QueueEntry } from '../../../../server/modules/pieces/entities.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { MyQueues } from './my-queues.tsx';

const shop = serveShopForFile();

/** Long enough for the list to load on a busy machine, short enough to watch the turn end. */
const TURN_LEFT_MS = 8_000;

beforeEach(() => {
  ensureGuestId();
});

/** This guest in the piece's line, their turn running for `ms` more: the hold before it lapsed a moment ago. */
async function myTurnFor(ms: number) {
  const piece = await createTestProduct(shop.em());
  const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
  await other.cart.add({ product_id: piece.id });
  await other.cart.hold();
  await trpcClient.queue.join.mutate({ product_id: piece.id, email: 'susunod@example.com' });
  const lapsed = new Date(Date.now() - 1_000);
  const endsAt = new Date(Date.now() + ms);
  await shop.em().nativeUpdate(Product, { id: piece.id }, { holdExpiresAt: lapsed, queueEndsAt: endsAt });
  await shop.em().nativeUpdate(QueueEntry, { product: piece.id }, { turnStartsAt: lapsed, turnEndsAt: endsAt });
  return { piece, endsAt };
}

describe('the cart\'s list of lines waited for', () => {
  it('stops saying it is the buyer\'s turn once the turn has ended, with the page left open', async () => {
    const { piece, endsAt } = await myTurnFor(TURN_LEFT_MS);
    renderInShop(<MyQueues />, { router: true });
    expect(await screen.findByText('Reserved by You: it is your turn')).toBeTruthy();
    // The theme's link, not the browser's own blue (audit B-9).
    expect(screen.getByRole('link', { name: piece.name }).classList.contains('mantine-Anchor-root')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Reserved by You: it is your turn')).toBeNull(), { timeout: TURN_LEFT_MS + 5_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
    // The server's next answer: the turn is over, and the buyer no longer in that line.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting in line' })).toBeNull());
  });
});
