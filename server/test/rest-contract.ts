import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/adapter.ts';
import type { RestRoute } from '../rest/route.ts';
import { pictureFile, slideFile } from './admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from './fixtures.ts';
import { ANA_GCASH, receiveCode } from './payment-code-fixtures.ts';
import { createTestApp, createTestUser } from './test-app.ts';
import { TEST_DATABASES, useTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * The contract of every REST path, read off the route table: each route answers its happy call with
 * its success status and a body its response schema accepts, and refuses at least one bad call with
 * the documented error shape (a public path that takes no input can only be refused a method it does
 * not serve). The cases are kept by area in rest-contract-*-cases.ts, each area proven by a file of
 * its own in server/rest; server/rest/contract-coverage.test.ts fails while a route has no case.
 */

export type Call = { method?: string; path: string; token?: string; guest?: string; json?: unknown; form?: FormData; contentType?: string; body?: string };
export type Refusal = Call & { status: number };

/** Test products cost ₱500.00 (server/test/fixtures.ts). */
const PIECE_PESOS = 500;

export const keyOf = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

async function world(database: TestDatabase) {
  const { app } = await createTestApp(database);
  const em = () => database.em();

  async function send(call: Call): Promise<Response> {
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.guest) headers['X-Guest-ID'] = call.guest;
    let body: BodyInit | undefined;
    if (call.form) body = call.form;
    else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.body !== undefined) {
      headers['content-type'] = call.contentType ?? 'text/plain';
      body = call.body;
    }
    return app.request(`/api${call.path}`, { method: call.method ?? 'GET', headers, body });
  }

  async function json<T>(call: Call): Promise<T> {
    const response = await send(call);
    if (response.status >= 300) throw new Error(`${call.method ?? 'GET'} ${call.path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  const customer = async () => (await createTestUser(em())).token;
  const admin = async () => (await createTestUser(em(), { role: 'admin' })).token;
  const product = async () => (await createTestProduct(em())).id;

  /** Delivery details to Metro Manila for one ₱500.00 piece, with the totals the shop's settings make. */
  async function orderForm(extra: Record<string, string> = {}): Promise<FormData> {
    const settings = await json<{ data: { delivery_fee_ncr: number; free_delivery_threshold: number } }>({ path: '/settings' });
    const { delivery_fee_ncr: fee, free_delivery_threshold: threshold } = settings.data;
    const shipping = threshold > 0 && PIECE_PESOS >= threshold ? 0 : fee;
    const form = new FormData();
    const fields = {
      ...PASIG_DELIVERY,
      shipping_fee: String(shipping),
      grand_total: String(PIECE_PESOS + shipping),
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('payment_proof', await proofFile());
    return form;
  }

  /** A guest with one piece in their cart, and the order form that buys it. */
  async function guestCheckout() {
    const guest = nanoid();
    const productId = await product();
    await json({ method: 'POST', path: '/guest/cart/add', guest, json: { product_id: productId } });
    return { guest, form: await orderForm({ guest_id: guest, email: 'oryang@example.com', cart_items: JSON.stringify([productId]) }) };
  }

  async function userOrder() {
    const token = await customer();
    const productId = await product();
    await json({ method: 'POST', path: '/cart/add', token, json: { product_id: productId } });
    await json({ method: 'POST', path: '/cart/hold', token });
    const placed = await json<{ data: { order: { id: number } } }>({ method: 'POST', path: '/orders', token, form: await orderForm() });
    return { token, id: placed.data.order.id };
  }

  async function guestOrder() {
    const { guest, form } = await guestCheckout();
    const placed = await json<{ data: { order: { id: number } } }>({ method: 'POST', path: '/guest-orders', guest, form });
    return { guest, id: placed.data.order.id };
  }

  async function cartLine(prefix: '' | '/guest', who: { token?: string; guest?: string }) {
    const added = await json<{ data: { items: { id: number }[] } }>({ method: 'POST', path: `${prefix}/cart/add`, ...who, json: { product_id: await product() } });
    return added.data.items[0]?.id ?? 0;
  }

  /** The owner's receive-money code, saved (and its payload). */
  async function paymentCode(token: string) {
    const payload = receiveCode(ANA_GCASH);
    await json({ method: 'PUT', path: '/admin/payment-code', token, json: { payload } });
    return payload;
  }

  /** A browser's push subscription for the admin of `token`, saved; its device's id. */
  async function pushDevice(token: string) {
    const subscription = { endpoint: `https://push.example/${nanoid()}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Chrome on Android' };
    const created = await json<{ data: { id: number } }>({ method: 'POST', path: '/admin/push-devices', token, json: subscription });
    return created.data.id;
  }

  async function announcement(token: string) {
    const created = await json<{ data: { id: number } }>({ method: 'POST', path: '/admin/announcements', token, json: { text: 'Friday drop at 8 PM' } });
    return created.data.id;
  }

  async function slide(token: string) {
    const form = new FormData();
    form.append('title', 'Thrifted, loved, yours');
    form.append('image', await slideFile('desktop'));
    const created = await json<{ data: { id: number } }>({ method: 'POST', path: '/admin/hero-carousel', token, form });
    return created.data.id;
  }

  /** A drop an hour ahead, made through the admin path; its address is unique to the call. */
  async function drop(token: string) {
    const created = await json<{ data: { id: number; slug: string } }>({
      method: 'POST',
      path: '/admin/drops',
      token,
      json: { name: `Friday drop ${nanoid(6)}`, drop_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    return created.data;
  }

  async function productForm(name: string) {
    const form = new FormData();
    form.append('name', name);
    form.append('price', '1450.00');
    form.append('size', 'l');
    form.append('is_new_arrival', 'true');
    form.append('image', await pictureFile());
    return form;
  }

  const firstCode = async (path: string) => (await json<{ data: { code: string }[] }>({ path })).data[0]?.code ?? '';

  return { send, json, customer, admin, product, orderForm, guestCheckout, userOrder, guestOrder, cartLine, paymentCode, pushDevice, announcement, slide, drop, productForm, firstCode, em };
}

export type World = Awaited<ReturnType<typeof world>>;
export type Case = { happy: (w: World) => Call | Promise<Call>; refusal: (w: World) => Refusal | Promise<Refusal> };

/**
 * Proves, on every test database, that each route with a case in `cases` answers its happy call as
 * documented and refuses its bad call with the documented error shape.
 */
export function proveContract(title: string, cases: Record<string, Case>) {
  const routes = restRoutes.filter((route) => Object.hasOwn(cases, keyOf(route)));

  describe.each(TEST_DATABASES)(`${title} on %s`, (kind) => {
    const db = useTestDatabase(kind);

    it.each(routes.map((route) => [keyOf(route), route] as const))('%s answers its happy call as documented', async (key, route) => {
      const w = await world(db());
      const call = await (cases[key] ?? { happy: () => Promise.reject(new Error(`no case for ${key}`)) }).happy(w);
      const response = await w.send(call);
      const download = route.produces === 'image' || route.produces === 'csv';
      const answer: unknown = download ? null : await response.clone().json();
      expect({ key, status: response.status, answer }).toMatchObject({ key, status: route.successStatus });
      if (download) {
        expect(response.headers.get('content-type')).toMatch(route.produces === 'csv' ? /^text\/csv/ : /^image\//);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        await response.body?.cancel();
      } else {
        expect(route.response.safeParse(answer).error?.issues ?? []).toEqual([]);
      }
    });

    it.each(routes.map((route) => [keyOf(route)] as const))('%s refuses a bad call with the documented error shape', async (key) => {
      const w = await world(db());
      const { status, ...call } = await (cases[key] ?? { refusal: () => Promise.reject(new Error(`no case for ${key}`)) }).refusal(w);
      const response = await w.send(call);
      const answer = (await response.json()) as Record<string, unknown>;
      expect({ key, status: response.status, answer }).toMatchObject({ key, status });
      expect(typeof answer.message).toBe('string');
      if (status === 422) expect(typeof answer.errors).toBe('object');
    });
  });
}
