import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../shared/cart-messages.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

type CartBody = { success: boolean; message?: string; data: { items: { id: number; product: { id: number } }[]; count: number } };

describe.each(TEST_DATABASES)('REST cart on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function client(headers: Record<string, string>) {
    const { app } = await createTestApp(db());
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await app.request(path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as CartBody & { message: string } };
    };
    return call;
  }

  it('runs a guest cart through /api/guest/cart…: add, read, remove, clear', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const call = await client({ 'X-Guest-ID': nanoid() });
    const added = await call('POST', '/api/guest/cart/add', { product_id: first.id });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: 'Product added to cart!', data: { count: 1 } });
    await call('POST', '/api/guest/cart/add', { product_id: second.id });
    const cart = await call('GET', '/api/guest/cart');
    expect(cart.body.data.items.map((item) => item.product.id)).toEqual([first.id, second.id]);
    const removed = await call('POST', '/api/guest/cart/remove', { cart_item_id: cart.body.data.items[0]?.id });
    expect(removed.body).toMatchObject({ message: 'Item removed from cart', data: { count: 1 } });
    const cleared = await call('POST', '/api/guest/cart/clear');
    expect(cleared.body).toMatchObject({ message: 'Cart cleared successfully', data: { count: 0 } });
  });

  it('runs a user cart through /api/cart… with a Bearer token, accepting the legacy size and quantity', async () => {
    const product = await createTestProduct(db().em());
    const { token } = await createTestUser(db().em());
    const call = await client({ authorization: `Bearer ${token}` });
    const added = await call('POST', '/api/cart/add', { product_id: product.id, size: 'm', quantity: 1 });
    expect(added.status).toBe(200);
    const hold = await call('POST', '/api/cart/hold');
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({ success: true, message: 'Products held successfully', is_hold_expired: false, hold_expiry_time_in_seconds: 1800 });
  });

  it('keeps a guest path on the guest’s cart even when a session is sent too', async () => {
    const product = await createTestProduct(db().em());
    const { token } = await createTestUser(db().em());
    const call = await client({ authorization: `Bearer ${token}`, 'X-Guest-ID': nanoid() });
    await call('POST', '/api/guest/cart/add', { product_id: product.id });
    expect((await call('GET', '/api/cart')).body.data.count).toBe(0);
    expect((await call('GET', '/api/guest/cart')).body.data.count).toBe(1);
  });

  it('refuses a sold piece with 409 and the spec message', async () => {
    const product = await createTestProduct(db().em(), { status: 'Sold' });
    const call = await client({ 'X-Guest-ID': nanoid() });
    const refused = await call('POST', '/api/guest/cart/add', { product_id: product.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: CART_MESSAGES.sold });
  });

  it('answers a hold that cannot take every piece with 409', async () => {
    const product = await createTestProduct(db().em());
    const first = await client({ 'X-Guest-ID': nanoid() });
    const second = await client({ 'X-Guest-ID': nanoid() });
    await first('POST', '/api/guest/cart/add', { product_id: product.id });
    await second('POST', '/api/guest/cart/add', { product_id: product.id });
    expect((await first('POST', '/api/guest/cart/hold')).status).toBe(200);
    const lost = await second('POST', '/api/guest/cart/hold');
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(CART_MESSAGES.unavailable);
  });

  it('answers a missing guest id with 422 and a missing product_id with field errors', async () => {
    const anonymous = await client({});
    const noGuest = await anonymous('GET', '/api/guest/cart');
    expect(noGuest.status).toBe(422);
    const call = await client({ 'X-Guest-ID': nanoid() });
    const noProduct = await call('POST', '/api/guest/cart/add', {});
    expect(noProduct.status).toBe(422);
    expect(noProduct.body).toMatchObject({ errors: { product_id: ['The product_id field is required.'] } });
  });
  it('releases a reservation through /api/guest/cart/release and /api/cart/release: the piece is Available to another buyer at once', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { token } = await createTestUser(db().em());
    const guest = await client({ 'X-Guest-ID': nanoid() });
    const user = await client({ authorization: `Bearer ${token}` });
    const rival = await client({ 'X-Guest-ID': nanoid() });
    await guest('POST', '/api/guest/cart/add', { product_id: first.id });
    await user('POST', '/api/cart/add', { product_id: second.id });
    for (const [call, path] of [[guest, '/api/guest/cart'], [user, '/api/cart']] as const) {
      expect((await call('POST', `${path}/hold`)).status).toBe(200);
      const released = await call('POST', `${path}/release`);
      expect(released.status).toBe(200);
      expect(released.body).toMatchObject({ success: true, message: CART_MESSAGES.released, data: { count: 1 } });
      expect((await call('POST', `${path}/release`)).status).toBe(200);
    }
    for (const piece of [first, second]) await rival('POST', '/api/guest/cart/add', { product_id: piece.id });
    expect((await rival('POST', '/api/guest/cart/hold')).status).toBe(200);
  });

  it('refuses a release without a buyer: 401 without a session, 422 for a malformed guest id', async () => {
    expect((await (await client({}))('POST', '/api/cart/release')).status).toBe(401);
    expect((await (await client({ 'X-Guest-ID': 'short' }))('POST', '/api/guest/cart/release')).status).toBe(422);
  });
});
