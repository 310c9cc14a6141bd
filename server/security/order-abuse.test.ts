import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../shared/schemas/address.ts';
import { CART_MESSAGES } from '../../shared/cart-messages.ts';
import { CHECKOUT_MESSAGES } from '../../shared/schemas/orders.ts';
import { Product } from '../modules/pieces/entities.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { createAppWithEnv, fromAddress } from '../test/app-with-env.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { refusedFiles } from './hostile-files.ts';

/**
 * Checkout tried as a hostile buyer would: an address whose city is not in its province
 * (to pay Metro Manila's fee for a delivery to Cebu), proofs sent to make the server decode pictures
 * for orders that cannot be placed, and submissions sent without end.
 */

type App = Awaited<ReturnType<typeof createAppWithEnv>>['app'];
type Answer = { status: number; message: string; errors: Record<string, string[]>; retryAfter: string | null };

const REFUSED = await refusedFiles();
/** Bytes no decoder takes, and a PNG of a few hundred bytes that declares 2.5 G pixels. */
const UNDECODABLE = {
  'garbage bytes': REFUSED['a text file named .jpg and typed image/jpeg'],
  'a decompression bomb': REFUSED['a 50000 × 50000 decompression bomb'],
};

/** Test products cost ₱500.00; delivery is ₱80 in Metro Manila and ₱120 elsewhere by default (docs/product/rules.md "Delivery fees and totals"). */
const METRO_ORDER = { ...PASIG_DELIVERY, email: 'oryang@example.com', shipping_fee: '80', grand_total: '580' };

let addresses = 0;
/** An address no other test has used: rate-limit counters live in the database the whole file shares. */
const freshIp = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250) + 113}.${addresses % 250}`;
};

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A REST (`message`, `errors`) or tRPC (`error.message`, `error.data.fieldErrors`) answer, read alike. */
async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json()) as {
    message?: string;
    errors?: Record<string, string[]>;
    error?: { message: string; data?: { fieldErrors?: Record<string, string[]> | null } };
  };
  return {
    status: response.status,
    message: body.error?.message ?? body.message ?? '',
    errors: body.errors ?? body.error?.data?.fieldErrors ?? {},
    retryAfter: response.headers.get('retry-after'),
  };
}

describe.each(TEST_DATABASES)('order abuse on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** A guest of the shop: fills a cart (and holds it) and submits an order over REST or tRPC. */
  function guestOf(app: App, ip = freshIp()) {
    const guestId = nanoid();
    const headers = { 'X-Guest-ID': guestId };
    const json = (body: unknown) => ({ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return {
      guestId,
      async add(productId: number) {
        expect((await app.request('/api/guest/cart/add', json({ product_id: productId }), fromAddress(ip))).status).toBe(200);
      },
      async hold() {
        expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers }, fromAddress(ip))).status).toBe(200);
      },
      async order(transport: 'rest' | 'trpc', fields: Record<string, string | File>, proof?: File) {
        const path = transport === 'rest' ? '/api/guest-orders' : '/trpc/orders.placeAsGuest';
        const form = formOf({ ...METRO_ORDER, guest_id: guestId, ...fields, payment_proof: proof ?? (await proofFile()) });
        return answerOf(await app.request(path, { method: 'POST', headers, body: form }, fromAddress(ip)));
      },
    };
  }

  describe('an address whose city or barangay is not in its province', () => {
    let app: App;
    let uploads: string;
    beforeAll(async () => {
      const created = await createAppWithEnv(db().orm);
      app = created.app;
      uploads = path.join(created.dataDir, 'uploads');
    });

    const proofsStored = async () => (await readdir(path.join(uploads, 'proofs')).catch(() => [])).length;

    it.each(['rest', 'trpc'] as const)('is refused over %s with a field error, placing and storing nothing', async (transport) => {
      const product = await createTestProduct(db().em());
      const buyer = guestOf(app);
      await buyer.add(product.id);
      const [ordersBefore, proofsBefore] = [await db().em().count(Order, {}), await proofsStored()];

      // Metro Manila's fee for a delivery to Cebu City.
      const cebuAsMetro = await buyer.order(transport, { province: 'Metro Manila', city: 'Cebu City', barangay: 'Lahug' });
      expect(cebuAsMetro).toMatchObject({ status: 422, errors: { city: [ADDRESS_MESSAGES.cityNotInProvince] } });
      const wrongBarangay = await buyer.order(transport, { city: 'Pasig City', barangay: 'Lahug' });
      expect(wrongBarangay).toMatchObject({ status: 422, errors: { barangay: [ADDRESS_MESSAGES.barangayNotInCity] } });
      const noSuchProvince = await buyer.order(transport, { province: 'Metro Cebu' });
      expect(noSuchProvince).toMatchObject({ status: 422, errors: { province: [ADDRESS_MESSAGES.provinceInvalid] } });

      expect(await db().em().count(Order, {})).toBe(ordersBefore);
      expect(await proofsStored()).toBe(proofsBefore);
      expect((await db().em().findOneOrFail(Product, product.id)).status).toBe('Available');
    });

    it('charges the fee of the province as checked, and stores the address as the selects spell it', async () => {
      const product = await createTestProduct(db().em());
      const buyer = guestOf(app);
      await buyer.add(product.id);
      const cebu = { province: 'Cebu', city: 'Talisay City', barangay: 'Bulacao' };
      // The Metro Manila fee for a Cebu address disagrees with the server.
      expect(await buyer.order('rest', cebu)).toMatchObject({ status: 422, errors: { shipping_fee: [CHECKOUT_MESSAGES.totalChanged] } });
      // Metro Manila however it is typed is Metro Manila, and pays its fee.
      const typed = { province: ' metro  manila ', city: 'las pinas city', barangay: 'ALMANZA UNO' };
      const placed = await buyer.order('rest', typed);
      expect(placed.status).toBe(201);
      const order = await db().em().findOneOrFail(Order, { guestId: buyer.guestId });
      expect([order.province, order.city, order.barangay, order.shippingFeeCentavos]).toEqual(['Metro Manila', 'Las Piñas City', 'Almanza Uno', 8_000]);
    });

    it('refuses a saved profile whose city is not in its province, over REST and tRPC', async () => {
      const headers = { 'X-Guest-ID': nanoid(), 'content-type': 'application/json' };
      const save = async (path: string, body: unknown) => answerOf(await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }));
      const misfit = { province: 'Metro Manila', city: 'Cebu City' };
      expect(await save('/api/guest/profile', misfit)).toMatchObject({ status: 422, errors: { city: [ADDRESS_MESSAGES.cityNotInProvince] } });
      expect(await save('/trpc/profiles.save', misfit)).toMatchObject({ status: 422, errors: { city: [ADDRESS_MESSAGES.cityNotInProvince] } });
      expect((await save('/api/guest/profile', { province: 'Cebu', city: 'talisay city' })).status).toBe(200);
      const read = (await (await app.request('/api/guest/profile', { headers })).json()) as { data: { profile: { city: string } } };
      expect(read.data.profile.city).toBe('Talisay City');
    });
  });

  describe('a proof of payment sent with an order that cannot be placed', () => {
    let app: App;
    beforeAll(async () => {
      ({ app } = await createAppWithEnv(db().orm));
    });

    // Each proof below is refused once decoded: an answer about the cart or the totals, and none about
    // the proof, shows that the server answered without decoding it.
    describe.each(Object.keys(UNDECODABLE))('(%s)', (proofName) => {
      const proof = () => {
        const file = UNDECODABLE[proofName as keyof typeof UNDECODABLE];
        if (!file) throw new Error(`no proof ${proofName}`);
        return file;
      };

      it.each(['rest', 'trpc'] as const)('is refused over %s for the cart or the totals before the proof is decoded', async (transport) => {
        const emptyCart = guestOf(app);
        expect(await emptyCart.order(transport, {}, proof())).toMatchObject({ status: 409, message: CART_MESSAGES.empty, errors: {} });

        const product = await createTestProduct(db().em());
        // A piece in this buyer's cart that another buyer then held.
        const unheld = guestOf(app);
        await unheld.add(product.id);
        const holder = guestOf(app);
        await holder.add(product.id);
        await holder.hold();
        expect(await unheld.order(transport, {}, proof())).toMatchObject({ status: 409, message: CART_MESSAGES.unavailable, errors: {} });

        const own = await createTestProduct(db().em());
        const buyer = guestOf(app);
        await buyer.add(own.id);
        const wrongTotal = await buyer.order(transport, { grand_total: '1' }, proof());
        expect(wrongTotal).toMatchObject({ status: 422, errors: { grand_total: [CHECKOUT_MESSAGES.totalChanged] } });
        expect(wrongTotal.errors.payment_proof).toBeUndefined();

        // The same proof with an order that could be placed is decoded, and refused for what it is.
        const decoded = await buyer.order(transport, {}, proof());
        expect(decoded).toMatchObject({ status: 422, errors: { payment_proof: [CHECKOUT_MESSAGES.proofNotImage] } });
        expect((await db().em().findOneOrFail(Product, own.id)).status).toBe('Available');
      });
    });

    it('leaves no stored proof behind when the order’s transaction fails after the proof was stored', async () => {
      const { app: shop, dataDir } = await createAppWithEnv(db().orm);
      const refusedName = 'Trinidad Refused';
      // The database itself refuses this buyer's order row, after every check and the proof's decoding.
      await db().em().execute(`alter table orders add constraint orders_refuses_trinidad_check check (customer_name <> '${refusedName}')`);
      try {
        const product = await createTestProduct(db().em());
        const buyer = guestOf(shop);
        await buyer.add(product.id);
        expect((await buyer.order('rest', { customer_name: refusedName })).status).toBe(500);
        expect(await readdir(path.join(dataDir, 'uploads', 'proofs')).catch(() => [])).toEqual([]);
        expect((await db().em().findOneOrFail(Product, product.id)).status).toBe('Available');
      } finally {
        await db().em().execute('alter table orders drop constraint orders_refuses_trinidad_check');
      }
    });
  });

  describe('order submissions without end', () => {
    /** Refused with 429 and a Retry-After of at most the 15-minute window. */
    const expectLimited = (answer: Answer) => {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(answer.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    };

    it('are limited per buyer, placed or refused, over REST and tRPC alike; another buyer still orders', async () => {
      const { app } = await createAppWithEnv(db().orm, { RATE_LIMIT_ORDER_PER_BUYER: '3', RATE_LIMIT_ORDER_PER_IP: '0' });
      const ip = freshIp();
      const buyer = guestOf(app, ip);
      expect((await buyer.order('rest', {})).status).toBe(409);
      expect((await buyer.order('trpc', {})).status).toBe(409);
      const product = await createTestProduct(db().em());
      await buyer.add(product.id);
      expect((await buyer.order('rest', {})).status).toBe(201);
      expectLimited(await buyer.order('rest', {}));
      expectLimited(await buyer.order('trpc', {}));

      const other = guestOf(app, ip);
      await other.add((await createTestProduct(db().em())).id);
      expect((await other.order('trpc', {})).status).toBe(200);
    });

    it('are limited per address for fresh guest ids; another address still orders', async () => {
      const { app } = await createAppWithEnv(db().orm, { RATE_LIMIT_ORDER_PER_BUYER: '0', RATE_LIMIT_ORDER_PER_IP: '3' });
      const ip = freshIp();
      for (const transport of ['rest', 'trpc', 'rest'] as const) expect((await guestOf(app, ip).order(transport, {})).status).toBe(409);
      expectLimited(await guestOf(app, ip).order('rest', {}));
      expectLimited(await guestOf(app, ip).order('trpc', {}));

      const elsewhere = guestOf(app);
      await elsewhere.add((await createTestProduct(db().em())).id);
      expect((await elsewhere.order('rest', {})).status).toBe(201);
    });
  });
});
