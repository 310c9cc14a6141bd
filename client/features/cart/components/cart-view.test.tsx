import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, HELD_BY_ANOTHER_MESSAGE } from '../../../../shared/cart-messages.ts';
import { formatPesos } from '../../../../shared/money.ts';
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
async function pieceInMyCart(priceCentavos = 50_000) {
  const product = await createTestProduct(shop.em(), { priceCentavos });
  await trpcClient.cart.add.mutate({ product_id: product.id });
  return product;
}

/** Another guest, who adds the piece to their cart and holds it as their checkout does. */
async function heldByAnotherBuyer(productId: number) {
  const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
  await other.cart.add({ product_id: productId });
  await other.cart.hold();
}

/** Another guest, who joins the piece's queue: its next turn is theirs. */
async function nextInLine(productId: number) {
  await callerFor(shop.em(), { guestIdHeader: nanoid() }).queue.join({ product_id: productId, email: `next-${nanoid(6)}@example.com` });
}

/**
 * The cart page's table (wide screens; the phone's cards carry the same badges), once loaded, and
 * the row of one piece in it.
 */
async function openCart() {
  const { user } = renderInShop(
    <CartView province={null} onProvinceChange={() => {}} onCheckout={() => {}} renderQueue={(item) => <span>Queue of {item.product.name}</span>} />,
    { router: true },
  );
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

/** Long enough for the cart to load on a busy machine, short enough to watch the hold lapse. */
const HOLD_LEFT_MS = 5_000;

function badgesIn(line: BoundFunctions<typeof queries>) {
  return BADGES.filter((badge) => line.queryByText(badge, { exact: true }) !== null);
}

/** The cart says why checkout waits, and its Checkout stays off, saying under it what the buyer can do (no button that reads as an action and does nothing). */
function expectCheckoutBlocked(banner: string, reason: string) {
  expect(screen.getByRole('alert').textContent).toBe(banner);
  const checkout = screen.getByRole('button', { name: 'Checkout' });
  expect(checkout).toHaveProperty('disabled', true);
  expect(checkout.getAttribute('aria-describedby') && document.getElementById(checkout.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
  expect(screen.queryByRole('button', { name: 'Remove Unavailable Items' })).toBeNull();
}

/** The order summary's line for `label` ('Items', 'Subtotal'), as the buyer reads it. */
function summaryLine(label: string) {
  return within(screen.getByRole('region', { name: 'Order summary' })).getByText(label).parentElement?.textContent;
}

describe('CartView availability', () => {
  it('says Available on a line free to check out, and lets the buyer check out', async () => {
    const product = await pieceInMyCart();
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Available']);
    expect(screen.queryByText(CART_MESSAGES.unavailable)).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('tells a piece another buyer holds for now from one gone: when it may come free, its queue, and no price in the subtotal', async () => {
    const mine = await pieceInMyCart(100_000);
    const held = await pieceInMyCart(250_000);
    await heldByAnotherBuyer(held.id);
    const { line } = await openCart();
    expect(badgesIn(line(held.name))).toEqual(['On hold by other user']);
    expect(line(held.name).getByRole('timer', { name: "Time until the other shopper's hold ends" }).textContent).toMatch(/^\d+:\d\d$/);
    expect(line(held.name).getByText(`Queue of ${held.name}`)).toBeTruthy();
    expect(line(mine.name).queryByText(`Queue of ${mine.name}`)).toBeNull();
    expectCheckoutBlocked(HELD_BY_ANOTHER_MESSAGE, 'Checkout opens when the held piece comes free, or once you remove it.');
    expect(screen.queryByText(CART_MESSAGES.unavailable)).toBeNull();
    expect(summaryLine('Items')).toBe('Items1');
    expect(summaryLine('Subtotal')).toBe(`Subtotal${formatPesos(1000)}`);
  });

  it('says Reserved by You for a piece this buyer holds, with the time left ticking, and still lets them check out', async () => {
    const product = await pieceInMyCart();
    await trpcClient.cart.hold.mutate();
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Reserved by You']);
    const timer = line.getByRole('timer', { name: 'Time left on your hold' });
    const first = timer.textContent;
    expect(first).toMatch(/^\d+:\d\d$/);
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3_000 });
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('says Sold for a piece sold since it was added, and blocks checkout until it is removed', async () => {
    const product = await pieceInMyCart();
    await shop.em().nativeUpdate(Product, { id: product.id }, { status: 'Sold' });
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Sold']);
    expectCheckoutBlocked(CART_MESSAGES.unavailable, 'Remove the pieces that are no longer available to check out.');
  });

  it('says Pending, not On hold, for a piece in an order being checked', async () => {
    const product = await pieceInMyCart();
    await shop.em().nativeUpdate(Product, { id: product.id }, { status: 'Pending' });
    const line = await cartLine(product.name);
    expect(line.getByText('Pending', { exact: true })).toBeTruthy();
    expect(line.queryByText('On hold by other user')).toBeNull();
    expectCheckoutBlocked(CART_MESSAGES.unavailable, 'Remove the pieces that are no longer available to check out.');
  });

  it('shows the piece gone to the next in line once this buyer\'s hold lapses, not Available', async () => {
    const product = await pieceInMyCart();
    await trpcClient.cart.hold.mutate();
    await shop.em().nativeUpdate(Product, { id: product.id }, { holdExpiresAt: new Date(Date.now() + HOLD_LEFT_MS) });
    await nextInLine(product.id);
    const line = await cartLine(product.name);
    expect(badgesIn(line)).toEqual(['Reserved by You']);
    await waitFor(() => expect(badgesIn(line)).toEqual(['On hold by other user']), { timeout: HOLD_LEFT_MS + 8_000 });
    expect(line.getByText(`Queue of ${product.name}`)).toBeTruthy();
  });

  it('removes an unavailable line when the buyer taps its remove button, and checkout opens again', async () => {
    const available = await pieceInMyCart();
    const sold = await pieceInMyCart();
    await shop.em().nativeUpdate(Product, { id: sold.id }, { status: 'Sold' });
    const { user, line } = await openCart();
    await user.click(line(sold.name).getByRole('button', { name: `Remove ${sold.name}` }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false));
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
