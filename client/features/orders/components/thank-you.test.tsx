import { screen } from '@testing-library/react';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../../../../server/test/fixtures.ts';
import { LocalStorage } from '../../../../server/storage/local-storage.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { ThankYou } from './thank-you.tsx';

const shop = serveShopForFile();

/** A guest's order placed through the real procedure, as the checkout gets it back. */
async function guestOrder() {
  const product = await createTestProduct(shop.em(), { priceCentavos: 50_000 });
  const guestId = nanoid();
  const storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'ukay-thank-you-')));
  const guest = callerFor(shop.em(), { guestIdHeader: guestId, storage });
  await guest.cart.add({ product_id: product.id });
  return guest.orders.placeAsGuest({
    ...PASIG_DELIVERY,
    email: 'oryang@example.com',
    guest_id: guestId,
    payment_proof: await proofFile(),
    shipping_fee: '80',
    grand_total: '580.00',
  });
}

describe('ThankYou', () => {
  it('offers a guest the order’s link to copy and an account under the e-mail they used, coming back to the order', async () => {
    const order = await guestOrder();
    renderInShop(<ThankYou order={order} onClose={() => {}} />, { router: true });
    const field = await screen.findByRole('textbox', { name: "Your order's link" });
    expect((field as HTMLInputElement).value).toBe(new URL(order.view_link, window.location.origin).href);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
    const register = new URL(screen.getByRole('link', { name: 'Create an account with oryang@example.com' }).getAttribute('href') ?? '', window.location.origin);
    expect(register.pathname).toBe('/register');
    expect(register.searchParams.get('email')).toBe('oryang@example.com');
    expect(register.searchParams.get('returnUrl')).toBe(order.view_link);
  });

  it('offers neither to a signed-in buyer, whose orders are in their account', async () => {
    // An account's order, as orders.place answers it: no view_link.
    const order = { ...(await guestOrder()), view_link: undefined, user: { email: 'oryang@example.com' } };
    renderInShop(<ThankYou order={order} onClose={() => {}} />, { router: true });
    await screen.findByText('Thank you for your order!');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Create an account/ })).toBeNull();
  });
});
