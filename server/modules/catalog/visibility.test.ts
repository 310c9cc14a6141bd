import type { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import type { Em } from '../../db/orm.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { failure } from '../../test/trpc-failure.ts';

const HOUR = 60 * 60 * 1000;

/** Moves the server's clock (only `Date`: timers, and so the database drivers, run as usual). */
function setClock(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
}

type Listed = { data: { id: number }[]; meta: { total: number } };

/** Every way a shopper may come upon piece `id`, through tRPC, REST and the pages the server writes: where it shows. */
async function whereShown(em: Em, app: Hono, id: number, name: string): Promise<string[]> {
  const shopper = callerFor(em);
  const ids = (listed: Listed) => listed.data.map((product) => product.id);
  const rest = async (path: string) => (await (await app.request(path)).json()) as Listed;
  const byId = async () => {
    const found = await shopper.catalog.byId({ id }).then(
      () => true,
      () => false,
    );
    return found;
  };
  const lists: [string, number[]][] = [
    ['trpc list', ids(await shopper.catalog.list({}))],
    ['trpc search', ids(await shopper.catalog.list({ search: name }))],
    ['trpc new', ids(await shopper.catalog.list({ is_new_arrival: true }))],
    ['trpc sale', ids(await shopper.catalog.list({ is_sale: true }))],
    ['trpc home', (await shopper.catalog.newDrops()).map((product) => product.id)],
    ['rest list', ids(await rest('/api/products'))],
    ['rest search', ids(await rest(`/api/products?search=${encodeURIComponent(name)}`))],
    ['rest new', ids(await rest('/api/products?is_new_arrival=true'))],
    ['rest sale', ids(await rest('/api/products?is_sale=true'))],
  ];
  const pages: [string, boolean][] = [
    ['trpc by id', await byId()],
    ['rest by id', (await app.request(`/api/products/${id}`)).status === 200],
    ['share page', (await app.request(`/product/${id}`)).status === 200],
    ['products page', (await (await app.request('/products')).text()).includes(name)],
    ['home page', (await (await app.request('/')).text()).includes(name)],
    ['sitemap', (await (await app.request('/sitemap.xml')).text()).includes(`/product/${id}<`)],
  ];
  return [...lists.filter(([, found]) => found.includes(id)).map(([path]) => path), ...pages.filter(([, found]) => found).map(([path]) => path)];
}

const EVERY_PATH = [
  'trpc list',
  'trpc search',
  'trpc new',
  'trpc sale',
  'trpc home',
  'rest list',
  'rest search',
  'rest new',
  'rest sale',
  'trpc by id',
  'rest by id',
  'share page',
  'products page',
  'home page',
  'sitemap',
];

describe.each(TEST_DATABASES)('a piece’s visibility on %s', (kind) => {
  const db = useTestDatabase(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a Draft and a Scheduled piece off every shopper path until its drop time, and shows the scheduled one from that very millisecond', async () => {
    const em = db().em();
    const { app } = await createTestApp(db());
    const dropAt = new Date(Date.now() + HOUR);
    const flags = { isNewArrival: true, isSale: true, withImage: true };
    const draft = await createTestProduct(em, { name: 'Draft Terno', dropAt: null, ...flags });
    const scheduled = await createTestProduct(em, { name: 'Scheduled Terno', dropAt, ...flags });
    const live = await createTestProduct(em, { name: 'Live Terno', ...flags });

    expect(await whereShown(em, app, live.id, 'Live Terno')).toEqual(EVERY_PATH);
    setClock(new Date(dropAt.getTime() - 1));
    expect(await whereShown(em, app, draft.id, 'Draft Terno')).toEqual([]);
    expect(await whereShown(em, app, scheduled.id, 'Scheduled Terno')).toEqual([]);
    // The count is of what shoppers may see.
    expect((await callerFor(em).catalog.list({ search: 'Terno' })).meta.total).toBe(1);

    setClock(dropAt);
    expect(await whereShown(em, app, scheduled.id, 'Scheduled Terno')).toEqual(EVERY_PATH);
    expect(await whereShown(em, app, draft.id, 'Draft Terno')).toEqual([]);
    expect((await callerFor(em).catalog.list({ search: 'Terno' })).meta.total).toBe(2);
  });

  it('puts a piece first in the shopper’s lists when it goes live, however long before it was staged', async () => {
    const now = new Date();
    const opensAt = new Date(now.getTime() + HOUR);
    const staged = await createTestProduct(db().em(), { name: `Staged ${nanoid(6)}`, isNewArrival: true, createdAt: new Date(now.getTime() - 5 * HOUR), dropAt: opensAt });
    const listedLater = await createTestProduct(db().em(), { name: `Listed later ${nanoid(6)}`, isNewArrival: true, createdAt: now, dropAt: now });
    setClock(new Date(opensAt.getTime() + 1));
    const shopper = callerFor(db().em());
    const order = (ids: number[]) => ids.filter((id) => id === staged.id || id === listedLater.id);
    expect(order((await shopper.catalog.list({})).data.map((product) => product.id))).toEqual([staged.id, listedLater.id]);
    expect(order((await shopper.catalog.newDrops()).map((product) => product.id))).toEqual([staged.id, listedLater.id]);
    // The owner's list keeps the order pieces were saved in.
    const { caller } = await adminCallerFor(db().em());
    expect(order((await caller.admin.products.list({})).data.map((product) => product.id))).toEqual([listedLater.id, staged.id]);
  });

  it('answers a Draft’s id exactly as a missing one, through tRPC and REST, by id and when carted', async () => {
    const em = db().em();
    const { app } = await createTestApp(db());
    const draft = await createTestProduct(em, { dropAt: null });
    const missing = draft.id + 1_000;
    const guest = callerFor(em, { guestIdHeader: nanoid() });
    const trpcAnswer = async (call: (id: number) => Promise<unknown>) => {
      const error = await failure(call(draft.id));
      const other = await failure(call(missing));
      expect({ code: error.code, message: error.message }).toEqual({ code: other.code, message: other.message });
      return { code: error.code, message: error.message };
    };
    expect(await trpcAnswer((id) => guest.catalog.byId({ id }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    expect(await trpcAnswer((id) => guest.cart.add({ product_id: id }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });

    const restAnswer = async (request: (id: number) => Response | Promise<Response>) => {
      const [drafted, gone] = [await request(draft.id), await request(missing)];
      const answer = { status: drafted.status, body: await drafted.text() };
      expect(answer).toEqual({ status: gone.status, body: await gone.text() });
      return answer;
    };
    const headers = { 'X-Guest-ID': nanoid(), 'content-type': 'application/json' };
    expect((await restAnswer((id) => app.request(`/api/products/${id}`))).status).toBe(404);
    expect((await restAnswer((id) => app.request('/api/guest/cart/add', { method: 'POST', headers, body: JSON.stringify({ product_id: id }) }))).status).toBe(404);
    expect((await restAnswer((id) => app.request(`/product/${id}`))).status).toBe(404);
  });

  it('lets no one hold or order a piece sent back to Draft or rescheduled once carted, tells nothing of it in the cart, and lets it be held and ordered once live', async () => {
    const em = db().em();
    const { caller: admin } = await adminCallerFor(em);
    const product = await createTestProduct(em, { name: 'Rescheduled Kimona', priceCentavos: 70_000 });
    const guestId = nanoid();
    const guest = callerFor(em, { guestIdHeader: guestId, storage: (await adminCallerFor(em)).storage });
    await guest.cart.add({ product_id: product.id });
    const edit = { id: product.id, name: 'Rescheduled Kimona', price: 700, size: 'm' };
    const order = async () =>
      guest.orders.placeAsGuest({
        ...PASIG_DELIVERY,
        email: 'gabriela@example.com',
        guest_id: guestId,
        payment_proof: await proofFile(),
        shipping_fee: 80,
        grand_total: 780,
      });

    await admin.admin.products.update({ ...edit, visibility: 'draft' });
    const cart = await guest.cart.get();
    expect(cart.items).toEqual([
      expect.objectContaining({ is_available: false, reserved_by_you: false, product: expect.objectContaining({ name: 'Unavailable piece', price: 0, photos: [] }) as unknown }),
    ]);
    expect(cart.subtotal).toBe(0);
    expect((await failure(guest.cart.hold())).message).toBe(CART_MESSAGES.unavailable);
    expect((await failure(order())).message).toBe(CART_MESSAGES.unavailable);

    const dropAt = new Date(Date.now() + HOUR);
    await admin.admin.products.update({ ...edit, visibility: 'scheduled', drop_at: dropAt.toISOString() });
    setClock(new Date(dropAt.getTime() - 1));
    expect((await failure(guest.cart.hold())).message).toBe(CART_MESSAGES.unavailable);
    expect((await failure(order())).message).toBe(CART_MESSAGES.unavailable);

    setClock(dropAt);
    expect((await guest.cart.get()).items[0]).toMatchObject({ is_available: true, product: { name: 'Rescheduled Kimona', price: 700 } });
    await guest.cart.hold();
    expect(await order()).toMatchObject({ status: 'pending', items: [{ product_id: product.id }] });
  });

  it('refuses a hold and an order through REST for a scheduled piece until its time', async () => {
    const em = db().em();
    const { app } = await createTestApp(db());
    const dropAt = new Date(Date.now() + HOUR);
    const product = await createTestProduct(em, { priceCentavos: 70_000 });
    const guestId = nanoid();
    const guest = { 'X-Guest-ID': guestId };
    const json = { ...guest, 'content-type': 'application/json' };
    expect((await app.request('/api/guest/cart/add', { method: 'POST', headers: json, body: JSON.stringify({ product_id: product.id }) })).status).toBe(200);
    product.dropAt = dropAt;
    await em.flush();
    const orderForm = async () => {
      const form = new FormData();
      const fields = { ...PASIG_DELIVERY, email: 'gabriela@example.com', guest_id: guestId, cart_items: JSON.stringify([product.id]), shipping_fee: '80', grand_total: '780' };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('payment_proof', await proofFile());
      return form;
    };

    setClock(new Date(dropAt.getTime() - 1));
    expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers: guest })).status).toBe(409);
    expect((await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: await orderForm() })).status).toBe(409);
    setClock(dropAt);
    expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers: guest })).status).toBe(200);
    expect((await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: await orderForm() })).status).toBe(201);
  });
});
