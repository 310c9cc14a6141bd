import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../../shared/cart-messages.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { Product } from '../../../../server/modules/pieces/entities.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { CartView } from './cart-view.tsx';

const shop = serveShopForFile();

// setup.ts empties localStorage after each test: each test is a new guest with a cart of its own.
beforeEach(() => {
  ensureGuestId();
});

/** A real piece in this page's guest cart, added through the app's own client. */
async function pieceInMyCart() {
  const product = await createTestProduct(shop.em());
  await trpcClient.cart.add.mutate({ product_id: product.id });
  return product;
}

/** Another guest, who adds the piece to their cart and holds it as their checkout does. */
async function heldByAnotherBuyer(productId: number) {
  const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
  await other.cart.add({ product_id: productId });
  await other.cart.hold();
}

/**
 * The cart page's table (wide screens; the phone's cards carry the same badges), once loaded, and
 * the row of one piece in it.
 */
async function openCart() {
  const { user } = renderInShop(<CartView province={null} onProvinceChange={() => {}} onCheckout={() => {}} />, { router: true });
  const table = await screen.findByRole('table', { name: 'Cart items' });
  const line = (name: string) => {
    const row = within(table).getByRole('link', { name }).closest('tr');
    if (!row) throw new Error(`${name} has no row in the cart table`);
    return within(row);
  };
  return { user, line };
}

async function cartLine(name: string) {
  return (await openCart()).line(name);
}

const BADGES = ['Available', 'Reserved by You', 'On hold by other user', 'Sold'];

function badgesIn(line: BoundFunctions<typeof queries>) {
  return BADGES.filter((badge) => line.queryByText(badge, { exact: true }) !== null);
}

/** The cart says why checkout waits, and its button stays off until the unavailable lines are gone. */
function expectCheckoutBlocked() {
  expect(screen.getByRole('alert').textContent).toBe(CART_MESSAGES.unavailable);
  expect(screen.getByRole('button', { name: 'Remove Unavailable Items' })).toHaveProperty('disabled', true);
}

describe('CartView availability', () => {
  it('says Available on a line free to check out, and lets the buyer check out', async () => {
    const product = await pieceInMyCart();
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Available']);
    expect(screen.queryByText(CART_MESSAGES.unavailable)).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('says On hold by other user for a piece another buyer holds, and blocks checkout until it is removed', async () => {
    const product = await pieceInMyCart();
    await heldByAnotherBuyer(product.id);
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['On hold by other user']);
    expectCheckoutBlocked();
  });

  it('says Reserved by You for a piece this buyer holds, and still lets them check out', async () => {
    const product = await pieceInMyCart();
    await trpcClient.cart.hold.mutate();
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Reserved by You']);
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('says Sold for a piece sold since it was added, and blocks checkout', async () => {
    const product = await pieceInMyCart();
    await shop.em().nativeUpdate(Product, { id: product.id }, { status: 'Sold' });
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Sold']);
    expectCheckoutBlocked();
  });

  it('removes an unavailable line when the buyer taps its remove button, and checkout opens again', async () => {
    const available = await pieceInMyCart();
    const sold = await pieceInMyCart();
    await shop.em().nativeUpdate(Product, { id: sold.id }, { status: 'Sold' });
    const { user, line } = await openCart();
    await user.click(line(sold.name).getByRole('button', { name: `Remove ${sold.name}` }));
    expect(await screen.findByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('link', { name: sold.name })).toBeNull();
    expect(screen.getAllByRole('link', { name: available.name }).length).toBeGreaterThan(0);
  });

  it('asks before Clear cart empties the cart, and keeps it when the buyer says so', async () => {
    const first = await pieceInMyCart();
    await pieceInMyCart();
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const asking = screen.getByRole('group', { name: 'Clear the cart?' });
    expect(within(asking).getByText('Remove all 2 pieces?')).toBeTruthy();
    await user.click(within(asking).getByRole('button', { name: 'Keep them' }));
    expect((await trpcClient.cart.get.query()).items).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(screen.getByRole('group', { name: 'Clear the cart?' })).getByRole('button', { name: 'Clear cart' }));
    await screen.findByText(/your cart is empty/i);
    expect((await trpcClient.cart.get.query()).items).toHaveLength(0);
    expect(screen.queryByRole('link', { name: first.name })).toBeNull();
  });
});
