import { screen, within } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { Product } from '../../../../server/modules/pieces/entities.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { CartActionsProvider } from "../hooks/cart-actions.tsx";
import { AddToCartButton } from './add-to-cart-button.tsx';

const shop = serveShopForFile();

beforeEach(() => {
  ensureGuestId();
});

/** The piece's card as the catalogue lists it to this page's guest. */
async function cardOf(id: number) {
  const { data } = await trpcClient.catalog.list.query({ search: (await trpcClient.catalog.byId.query({ id })).name });
  const card = data.find((piece) => piece.id === id);
  if (!card) throw new Error('the piece is not listed');
  return card;
}

describe('AddToCartButton', () => {
  it('says In Cart for a piece in the cart that is the buyer\'s to take', async () => {
    const piece = await createTestProduct(shop.em());
    await trpcClient.cart.add.mutate({ product_id: piece.id });
    renderInShop(<CartActionsProvider><AddToCartButton product={await cardOf(piece.id)} /></CartActionsProvider>, { router: true });
    expect(await screen.findByRole('link', { name: 'In Cart' })).toBeTruthy();
  });

  it('says On Hold, not In Cart, for a piece in the cart that another buyer holds', async () => {
    const piece = await createTestProduct(shop.em());
    await trpcClient.cart.add.mutate({ product_id: piece.id });
    const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
    await other.cart.add({ product_id: piece.id });
    await other.cart.hold();
    renderInShop(<CartActionsProvider><AddToCartButton product={await cardOf(piece.id)} /></CartActionsProvider>, { router: true });
    expect(await screen.findByRole('button', { name: 'On Hold' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'In Cart' })).toBeNull();
  });

  it('turns only the tapped piece to In Cart when a grid’s buttons share the one cart', async () => {
    const [tapped, other] = [await createTestProduct(shop.em()), await createTestProduct(shop.em())];
    const { user } = renderInShop(
      <CartActionsProvider>
        <div data-testid="tapped">
          <AddToCartButton product={await cardOf(tapped.id)} />
        </div>
        <div data-testid="other">
          <AddToCartButton product={await cardOf(other.id)} />
        </div>
      </CartActionsProvider>,
      { router: true },
    );
    await user.click(within(await screen.findByTestId('tapped')).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(screen.getByTestId('tapped')).findByRole('link', { name: 'In Cart' })).toBeTruthy();
    expect(within(screen.getByTestId('other')).getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('says Pending, as its PENDING overlay does, for a piece in an order being checked', async () => {
    const piece = await createTestProduct(shop.em());
    await shop.em().nativeUpdate(Product, { id: piece.id }, { status: 'Pending' });
    renderInShop(<CartActionsProvider><AddToCartButton product={await cardOf(piece.id)} /></CartActionsProvider>, { router: true });
    expect(await screen.findByRole('button', { name: 'Pending' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'On Hold' })).toBeNull();
  });
});
