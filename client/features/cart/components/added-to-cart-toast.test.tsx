import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../../../shared/constants.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { CartActionsProvider } from "../hooks/cart-actions.tsx";
import { AddToCartButton } from './add-to-cart-button.tsx';

const shop = serveShopForFile();
const page = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

/** A 360 px phone with a touch screen: it cannot hover (happy-dom reads `hover: none` from the touch points). */
function onAPhone() {
  page().setViewport({ width: 360, height: 740 });
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5);
}

beforeEach(() => {
  ensureGuestId();
});

afterEach(() => {
  vi.restoreAllMocks();
  page().setViewport({ width: 1024, height: 768 });
});

describe('the toast of a piece added to the cart', () => {
  it('shows at the top of a phone, offers View cart, and closes on time though the tap left the pointer on it', async () => {
    onAPhone();
    const piece = await createTestProduct(shop.em());
    const card = (await trpcClient.catalog.list.query({ search: piece.name })).data[0];
    if (!card) throw new Error('the piece is not listed');
    const { user } = renderInShop(<CartActionsProvider><AddToCartButton product={card} /></CartActionsProvider>, { router: true });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    const toast = (await screen.findByText('Product added to cart!')).closest<HTMLElement>('[role="alert"]');
    if (!toast) throw new Error('the message is not in a toast');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
    expect(within(toast).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    // What a phone's browser does after a tap: the pointer "rests" where the finger was, which Mantine takes for a hover.
    fireEvent.mouseEnter(toast);
    const shownAt = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByText('Product added to cart!'), { timeout: TOAST_AUTO_CLOSE_MS + 5_000 });
    expect(Date.now() - shownAt).toBeLessThan(TOAST_AUTO_CLOSE_MS + 2_000);
  });
});
