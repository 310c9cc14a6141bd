import { screen, waitFor } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { describe, expect, it, vi } from 'vitest';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { ProductCard } from './product-card.tsx';
import { ProductPage } from './product-page.tsx';

const shop = serveShopForFile();

/**
 * Long enough for the screens to load and show the hold on a busy CI machine (a loaded run took 2.5 s
 * to get there), short enough to watch it lapse.
 */
const HOLD_LEFT_MS = 5_000;

/** A piece another buyer holds for a few more seconds, written as their checkout leaves it. */
function heldByAnotherBuyerUntil(expiresAt: Date) {
  return createTestProduct(shop.em(), { holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: expiresAt, holdStartedAt: new Date() });
}

describe('a hold lapsing on an open screen', () => {
  it('turns the product page and the catalogue card back to Available once it lapses, asking the server nothing', async () => {
    const expiresAt = new Date(Date.now() + HOLD_LEFT_MS);
    const piece = await heldByAnotherBuyerUntil(expiresAt);
    const card = await trpcClient.catalog.byId.query({ id: piece.id });
    renderInShop(
      <>
        <ProductPage id={piece.id} renderAction={() => null} renderBelow={() => null} />
        <ProductCard product={card} action={null} />
      </>,
      { router: true },
    );
    await screen.findByRole('heading', { name: piece.name });
    expect(screen.getByText('On Hold', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: `${piece.name}, on hold` })).toHaveLength(1);
    expect(Date.now()).toBeLessThan(expiresAt.getTime());

    // From here on the screens hear nothing from the server: no event (no stream here) and no request.
    const requests = vi.spyOn(window, 'fetch');
    const untilLapsed = { timeout: HOLD_LEFT_MS + 5_000 };
    expect(await screen.findByText('Available', { selector: '.mantine-Badge-label' }, untilLapsed)).toBeTruthy();
    // The card keeps a timer of its own for the same instant; on a busy machine it may run later than the page's.
    await waitFor(() => expect(screen.queryAllByRole('link', { name: `${piece.name}, on hold` })).toHaveLength(0), untilLapsed);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(requests).not.toHaveBeenCalled();
    requests.mockRestore();
  });
});
