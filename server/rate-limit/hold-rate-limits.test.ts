import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createTestProduct } from '../test/fixtures.ts';
import { expectLimited, freshIp, post, rateLimitedShop } from '../test/rate-limited-shop.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** Holding a cart, counted per address and per buyer, a guest or a signed-in account. */
describe.each(TEST_DATABASES)('rate limits on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { app, hold } = rateLimitedShop(db);

  describe('hold (cart.hold, POST /api/cart/hold and /api/guest/cart/hold)', () => {

    it('refuses a guest after its limit from any address; another guest is unaffected', async () => {
      const shop = await app();
      const guestId = nanoid();
      const product = await createTestProduct(db().em());
      await post(shop, '/api/guest/cart/add', { product_id: product.id }, { ip: freshIp(), headers: { 'X-Guest-ID': guestId } });
      expect((await hold(shop, guestId, freshIp())).status).toBe(200);
      expect((await hold(shop, guestId, freshIp())).status).toBe(200);
      await expectLimited(await hold(shop, guestId, freshIp()), 60);
      await expectLimited(await post(shop, '/trpc/cart.hold', undefined, { ip: freshIp(), headers: { 'X-Guest-ID': guestId } }), 60);
      // An empty cart is a 409: the call was let through.
      expect((await hold(shop, nanoid(), freshIp())).status).toBe(409);
    });

    it('refuses an address after its limit, whichever guest asks; another address is unaffected', async () => {
      const shop = await app();
      const ip = freshIp();
      for (let guest = 0; guest < 3; guest++) expect((await hold(shop, nanoid(), ip)).status).toBe(409);
      await expectLimited(await hold(shop, nanoid(), ip), 60);
      expect((await hold(shop, nanoid(), freshIp())).status).toBe(409);
    });

    it('counts a signed-in buyer by account on /api/cart/hold', async () => {
      const shop = await app();
      const { token } = await createTestUser(db().em());
      const headers = { authorization: `Bearer ${token}` };
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers })).status).toBe(409);
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers })).status).toBe(409);
      await expectLimited(await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers }), 60);
      const other = await createTestUser(db().em());
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers: { authorization: `Bearer ${other.token}` } })).status).toBe(409);
    });
  });
});
