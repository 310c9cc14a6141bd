import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../modules/orders/order.entity.ts';
import { pictureFile } from '../test/admin-fixtures.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { captureLog } from '../test/capture-log.ts';

/**
 * Inputs that once answered 500: each is bad input, so each must be a 4xx naming what was
 * wrong, through tRPC and REST alike, and none may leave a database error's values in the log.
 */

type App = Awaited<ReturnType<typeof createAppWithEnv>>['app'];

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The field errors of a REST (`errors`) or tRPC (`error.data.fieldErrors`) refusal. */
async function fieldErrorsIn(response: Response): Promise<Record<string, string[]>> {
  const body = (await response.json()) as { errors?: Record<string, string[]>; error?: { data?: { fieldErrors?: Record<string, string[]> } } };
  return body.errors ?? body.error?.data?.fieldErrors ?? {};
}

const emptyFile = (name: string, type: string) => new File([], name, { type });

/** Test products cost ₱500.00 and the default Metro Manila delivery fee is ₱80 (docs/product/rules.md "Delivery fees and totals"). */
const GUEST_ORDER = { ...PASIG_DELIVERY, email: 'oryang@example.com', shipping_fee: '80', grand_total: '580' };

/** A new guest with one piece in their cart: the form fields of their order, and their header. */
async function guestWithCart(app: App, em: Parameters<typeof createTestProduct>[0]) {
  const guestId = nanoid();
  const product = await createTestProduct(em);
  const headers = { 'X-Guest-ID': guestId };
  const added = await app.request('/api/guest/cart/add', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: product.id }),
  });
  expect(added.status).toBe(200);
  return { guestId, headers, fields: { ...GUEST_ORDER, guest_id: guestId, cart_items: JSON.stringify([product.id]) } };
}

describe.each(TEST_DATABASES)('bad input answered with a 4xx on %s', (kind) => {
  const db = useTestDatabase(kind);
  const log = captureLog();
  let app: App;
  let asAdmin: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await createAppWithEnv(db().orm, {}, log.stream));
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    asAdmin = { authorization: `Bearer ${token}` };
  });

  const post = async (path: string, form: FormData, headers: Record<string, string>) => app.request(path, { method: 'POST', headers, body: form });

  type UploadPoint = { field: string; rest: (file: File) => Promise<Response>; trpc: (file: File) => Promise<Response> };
  const uploads: Record<string, UploadPoint> = {
    'a product picture': {
      field: 'image',
      rest: (file) => post('/api/products', formOf({ name: 'Barong', price: '1450', size: 'l', image: file }), asAdmin),
      trpc: (file) => post('/trpc/admin.products.create', formOf({ name: 'Barong', price: '1450', size: 'l', image: file }), asAdmin),
    },
    'a gallery picture': {
      field: 'additional_images',
      rest: async (file) => post('/api/products', formOf({ name: 'Terno', price: '2100', size: 'm', image: await pictureFile(), 'additional_images[]': file }), asAdmin),
      trpc: async (file) => post('/trpc/admin.products.create', formOf({ name: 'Terno', price: '2100', size: 'm', image: await pictureFile(), 'additional_images[]': file }), asAdmin),
    },
    'a slide picture': {
      field: 'image',
      rest: (file) => post('/api/admin/hero-carousel', formOf({ view_type: 'desktop', title: 'Thrifted', image: file }), asAdmin),
      trpc: (file) => post('/trpc/admin.heroSlides.create', formOf({ view_type: 'desktop', title: 'Thrifted', image: file }), asAdmin),
    },
    'a proof of payment': {
      field: 'payment_proof',
      rest: async (file) => {
        const guest = await guestWithCart(app, db().em());
        return post('/api/guest-orders', formOf({ ...guest.fields, payment_proof: file }), guest.headers);
      },
      trpc: async (file) => {
        const guest = await guestWithCart(app, db().em());
        return post('/trpc/orders.placeAsGuest', formOf({ ...guest.fields, payment_proof: file }), guest.headers);
      },
    },
  };

  describe.each(Object.keys(uploads))('an empty file as %s', (pointName) => {
    it.each(['rest', 'trpc'] as const)('is refused over %s with 422 naming the field', async (transport) => {
      const point = uploads[pointName];
      if (!point) throw new Error(`no upload point ${pointName}`);
      const answer = await point[transport](emptyFile('receipt.png', 'image/png'));
      expect(answer.status, await answer.clone().text()).toBe(422);
      const errors = await fieldErrorsIn(answer);
      const messages = Object.entries(errors).flatMap(([name, list]) => (name === point.field || name.startsWith(`${point.field}.`) ? list : []));
      expect(messages, JSON.stringify(errors)).not.toEqual([]);
    });
  });

  describe.each(['local disk', 'an S3 bucket'] as const)('a /media key that cannot name a stored picture, with uploads on %s', (storage) => {
    let s3: S3Server | undefined;
    let media: App;

    beforeAll(async () => {
      s3 = storage === 'an S3 bucket' ? await startS3Server() : undefined;
      ({ app: media } = await createAppWithEnv(db().orm, s3?.variables ?? {}, log.stream));
    });

    afterAll(async () => {
      await s3?.close();
    });

    const keys = {
      'a 300-character name': `products/${'a'.repeat(300)}-400.webp`,
      'a 5000-character name': `products/${'b'.repeat(5000)}-800.webp`,
      'an encoded slash (%2f)': 'products/..%2f..%2fsecret-400.webp',
      'a NUL byte': 'products/abc%00-400.webp',
      'a deep path of long segments': `products/${Array.from({ length: 20 }, () => 'c'.repeat(200)).join('/')}-400.webp`,
      'a proof of payment': `proofs/${nanoid()}-1600.webp`,
      'a well-formed key never stored': `products/${nanoid()}-400.webp`,
    };
    it.each(Object.entries(keys))('answers 404 for %s', async (_name, key) => {
      const answer = await media.request(`/media/${key}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Not found' });
    });

    // URL normalisation takes these out of /media before any route sees them: never a stored file.
    it.each(['products/../../../etc/passwd-400.webp', 'products/%2e%2e/%2e%2e/uploads/proofs/x-1600.webp'])('never serves a file for %s', async (key) => {
      const answer = await media.request(`/media/${key}`);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-type')).not.toMatch(/^image\//);
    });
  });

  describe('an idempotency key another buyer already used', () => {
    it('places a new order for the second buyer (over REST and tRPC), and the log holds none of the first one’s values', async () => {
      const key = `retry-${nanoid()}`;
      const first = await guestWithCart(app, db().em());
      const placedFirst = await post('/api/guest-orders', formOf({ ...first.fields, idempotency_key: key, payment_proof: await proofFile() }), first.headers);
      expect(placedFirst.status).toBe(201);
      const firstId = ((await placedFirst.json()) as { data: { order: { id: number } } }).data.order.id;

      const second = await guestWithCart(app, db().em());
      const placedSecond = await post('/api/guest-orders', formOf({ ...second.fields, idempotency_key: key, payment_proof: await proofFile() }), second.headers);
      expect(placedSecond.status, await placedSecond.clone().text()).toBe(201);
      const secondId = ((await placedSecond.json()) as { data: { order: { id: number } } }).data.order.id;
      expect(secondId).not.toBe(firstId);

      // A signed-in user may use the very same key too, through tRPC.
      const { token, user } = await createTestUser(db().em());
      const asUser = { authorization: `Bearer ${token}` };
      const product = await createTestProduct(db().em());
      const added = await app.request('/api/cart/add', { method: 'POST', headers: { ...asUser, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: product.id }) });
      expect(added.status).toBe(200);
      const placedThird = await post('/trpc/orders.place', formOf({ ...PASIG_DELIVERY, shipping_fee: '80', grand_total: '580', idempotency_key: key, payment_proof: await proofFile() }), asUser);
      expect(placedThird.status, await placedThird.clone().text()).toBe(200);

      // Each buyer sees only their own order; a retry by the same buyer still gets its first order back.
      const orders = await db().em().find(Order, { idempotencyKey: key }, { orderBy: { id: 'asc' } });
      expect(orders.map((order) => order.guestId ?? `user:${order.user?.id}`)).toEqual([first.guestId, second.guestId, `user:${user.id}`]);
      const retried = await post('/api/guest-orders', formOf({ ...second.fields, idempotency_key: key, payment_proof: await proofFile() }), second.headers);
      expect(((await retried.json()) as { data: { order: { id: number } } }).data.order.id).toBe(secondId);

      expect(log.text()).not.toMatch(/"level":50/);
    });
  });

  describe('a database error while placing an order', () => {
    it.each(['rest', 'trpc'] as const)('is logged over %s by its code and constraint, never by the values in it', async (transport) => {
      // The database itself refuses this one buyer's row, with the row's values in its error text.
      const constraint = `orders_refuses_${transport}_check`;
      const refusedName = `Refused ${transport === 'rest' ? 'Rizal' : 'Mabini'}`;
      await db().em().execute(`alter table orders add constraint ${constraint} check (customer_name <> '${refusedName}')`);
      try {
        const guest = await guestWithCart(app, db().em());
        const values = { customer_name: refusedName, email: `r${nanoid(5).toLowerCase()}@example.ph`, idempotency_key: `k-${nanoid(6)}` };
        const path = transport === 'rest' ? '/api/guest-orders' : '/trpc/orders.placeAsGuest';
        const answer = await post(path, formOf({ ...guest.fields, ...values, payment_proof: await proofFile() }), guest.headers);
        expect(answer.status).toBe(500);

        const errorLines = log.text().split('\n').filter((line) => line.includes(constraint));
        expect(errorLines).toHaveLength(1);
        expect(errorLines[0]).toContain('"code":"23514"');
        for (const value of [...Object.values(values), guest.guestId, 'Failing row']) {
          expect(log.text(), `the log holds ${value}`).not.toContain(value);
        }
      } finally {
        await db().em().execute(`alter table orders drop constraint ${constraint}`);
      }
    });
  });
});
