import { screen } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { Product } from '../../../../server/modules/pieces/entities.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { QueuePanel } from './queue-panel.tsx';

const shop = serveShopForFile();

beforeEach(() => {
  ensureGuestId();
});

/** A piece another guest holds until `until`: its hold will lapse by the clock, with no write and no event. */
async function heldUntil(until: Date) {
  const piece = await createTestProduct(shop.em());
  const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
  await other.cart.add({ product_id: piece.id });
  await other.cart.hold();
  await shop.em().nativeUpdate(Product, { id: piece.id }, { holdExpiresAt: until });
  return piece;
}

describe('the queue panel of the first in line', () => {
  it('says it is their turn the moment the hold before them lapses, with the page left open', async () => {
    const piece = await heldUntil(new Date(Date.now() + 6_000));
    await trpcClient.queue.join.mutate({ product_id: piece.id, email: 'susunod@example.com' });
    const product = await trpcClient.catalog.byId.query({ id: piece.id });
    renderInShop(<QueuePanel product={product} />);
    expect(await screen.findByText('You are #1 in line')).toBeTruthy();
    expect(await screen.findByText(/^It's your turn: held for you until/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says until when to the second, on Manila’s clock with its zone, so a one-minute turn does not read as already over', async () => {
    const piece = await heldUntil(new Date(Date.now() + 3_000));
    await trpcClient.queue.join.mutate({ product_id: piece.id, email: 'susunod@example.com' });
    renderInShop(<QueuePanel product={await trpcClient.catalog.byId.query({ id: piece.id })} />);
    const shown = await screen.findByText(/^It's your turn: held for you until/, {}, { timeout: 10_000 });
    const { turn_ends_at: endsAt } = await trpcClient.queue.place.query({ product_id: piece.id });
    expect(shown.textContent).toBe(`It's your turn: held for you until ${momentText(endsAt)}`);
    expect(shown.textContent).toMatch(/ \d{1,2}:\d{2}:\d{2} [AP]M PHT$/);
  });
});
