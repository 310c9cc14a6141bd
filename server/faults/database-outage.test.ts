import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { createTestProduct, proofFile } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { useDatabaseBehindProxy } from '../test/database-behind-proxy.ts';

/** Short, so a database that never answers costs the test a second, not the server's ten. */
const CONNECT_TIMEOUT_MS = 1_000;

const json = { 'content-type': 'application/json' };

async function bodyOf(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  return { text, json: JSON.parse(text) as unknown };
}

// A network outage needs a database behind a socket: PGlite runs in-process, so PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the database goes away and comes back (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const behindProxy = useDatabaseBehindProxy(CONNECT_TIMEOUT_MS);

  it('answers a clean 503 on REST, tRPC and pages while it is cut off, and serves again once it is back', async () => {
    const { db, proxy, app } = behindProxy();
    const product = await createTestProduct(db.em());
    const { token } = await createTestUser(db.em());
    const guest = { 'X-Guest-ID': nanoid() };
    expect((await app.request('/api/products')).status).toBe(200);

    proxy.cut();
    const requests: [string, RequestInit?][] = [
      ['/api/products'],
      [`/api/products/${product.id}`],
      ['/api/guest/cart', { headers: guest }],
      ['/api/guest/cart/add', { method: 'POST', headers: { ...guest, ...json }, body: JSON.stringify({ product_id: product.id }) }],
      ['/api/guest/cart/hold', { method: 'POST', headers: guest }],
      // The session is read while the context is built, before any procedure runs.
      ['/api/cart', { headers: { authorization: `Bearer ${token}` } }],
      [`/product/${product.id}`],
    ];
    for (const [path, init] of requests) {
      const response = await app.request(path, init);
      expect({ path, status: response.status, body: (await bodyOf(response)).json }).toEqual({
        path,
        status: 503,
        body: { message: SERVICE_UNAVAILABLE },
      });
    }
    for (const path of ['/trpc/catalog.newDrops', '/trpc/cart.get']) {
      const response = await app.request(path, { headers: { ...guest, authorization: `Bearer ${token}` } });
      const body = await bodyOf(response);
      expect(response.status).toBe(503);
      expect(body.json).toMatchObject({ error: { message: SERVICE_UNAVAILABLE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } });
      expect(body.text).not.toMatch(/stack|node_modules|Connection terminated|ECONNREFUSED/);
    }

    proxy.restore();
    expect((await app.request(`/api/products/${product.id}`)).status).toBe(200);
    const added = await app.request('/api/guest/cart/add', { method: 'POST', headers: { ...guest, ...json }, body: JSON.stringify({ product_id: product.id }) });
    expect(added.status).toBe(200);
    expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers: guest })).status).toBe(200);
    expect((await app.request('/trpc/cart.get', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers 503 within the connect timeout when the database accepts connections and never answers', async () => {
    const { proxy, app } = behindProxy();
    proxy.blackhole();
    const started = performance.now();
    const [rest, trpc] = await Promise.all([app.request('/api/products'), app.request('/trpc/catalog.newDrops')]);
    const elapsed = performance.now() - started;
    expect([rest.status, trpc.status]).toEqual([503, 503]);
    expect(await rest.json()).toEqual({ message: SERVICE_UNAVAILABLE });
    expect(elapsed).toBeLessThan(CONNECT_TIMEOUT_MS * 5);

    proxy.restore();
    expect((await app.request('/api/products')).status).toBe(200);
  });

  it('gives back the pool slot of every connection lost in the middle of a transaction', async () => {
    const { proxy, orm, app } = behindProxy();
    // Twelve losses against a pool of ten: a slot kept by a dead connection would leave none.
    for (let loss = 0; loss < 12; loss++) {
      void proxy.dropAfterSending('commit');
      const error = await orm.em.fork().transactional((tx) => tx.execute('select 1')).then(() => null, (caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    proxy.restore();
    const started = performance.now();
    expect((await app.request('/api/products')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
  });

  it('keeps the proof of an order whose COMMIT reached the database but whose answer was lost', async () => {
    const { db, proxy, app } = behindProxy();
    const product = await createTestProduct(db.em(), { priceCentavos: 70_000 });
    const guestId = nanoid();
    const guest = { 'X-Guest-ID': guestId };
    await app.request('/api/guest/cart/add', { method: 'POST', headers: { ...guest, ...json }, body: JSON.stringify({ product_id: product.id }) });
    expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers: guest })).status).toBe(200);
    const form = new FormData();
    const fields = {
      customer_name: 'Gabriela Silang',
      instagram_username: 'gabriela',
      address_line1: '1 Banlat Rd.',
      barangay: 'Kapitolyo',
      city: 'Pasig City',
      province: METRO_MANILA,
      mobile_number: '09171234567',
      email: 'gabriela@example.com',
      guest_id: guestId,
      shipping_fee: '80',
      grand_total: '780',
      idempotency_key: nanoid(),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('payment_proof', await proofFile());

    const lost = proxy.dropAfterSending('commit');
    const placed = await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: form });
    await lost;

    const orders = await db.em().find(Order, { guestId });
    expect(orders).toHaveLength(1);
    // Retried under its idempotency key, the submission finds the order the lost COMMIT made.
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as { data: { order: { id: number; payment_proof: string } } };
    expect(data.order.id).toBe(orders[0]?.id);
    expect((await app.request(data.order.payment_proof, { headers: guest })).status).toBe(200);
  });
});
