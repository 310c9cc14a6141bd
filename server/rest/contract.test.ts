import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { pictureFile, slideFile } from '../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { restRoutes } from './adapter.ts';
import type { RestRoute } from './route.ts';

/**
 * The contract of every REST path, read off the route table: each route answers its happy call with
 * its success status and a body its response schema accepts, and refuses at least one bad call with
 * the documented error shape (a public path that takes no input can only be refused a method it does
 * not serve). A route added to the table without a case here fails the first test.
 */

type Call = { method?: string; path: string; token?: string; guest?: string; json?: unknown; form?: FormData; contentType?: string; body?: string };
type Refusal = Call & { status: number };

/** Test products cost ₱500.00 (server/test/fixtures.ts). */
const PIECE_PESOS = 500;

const keyOf = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

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

  return { send, json, customer, admin, product, orderForm, guestCheckout, userOrder, guestOrder, cartLine, announcement, slide, drop, productForm, firstCode, em };
}

type World = Awaited<ReturnType<typeof world>>;
type Case = { happy: (w: World) => Call | Promise<Call>; refusal: (w: World) => Refusal | Promise<Refusal> };

const newPassword = { password: 'a-new-password-1', password_confirmation: 'a-new-password-1' };

const CASES: Record<string, Case> = {
  'POST /register': {
    happy: () => ({ method: 'POST', path: '/register', json: { name: 'Melchora Aquino', email: `tandang-sora-${nanoid(6)}@example.com`, password: 'balintawak-1896', password_confirmation: 'balintawak-1896' } }),
    refusal: () => ({ method: 'POST', path: '/register', json: { email: 'not-an-email' }, status: 422 }),
  },
  'POST /login': {
    happy: async (w) => {
      const { user, password } = await createTestUser(w.em());
      return { method: 'POST', path: '/login', json: { email: user.email, password } };
    },
    refusal: () => ({ method: 'POST', path: '/login', json: { email: 'nobody@example.com', password: 'wrong-password' }, status: 401 }),
  },
  'POST /logout': {
    happy: async (w) => ({ method: 'POST', path: '/logout', token: await w.customer() }),
    refusal: () => ({ method: 'GET', path: '/logout', status: 404 }),
  },
  'GET /user': {
    happy: async (w) => ({ path: '/user', token: await w.customer() }),
    refusal: () => ({ path: '/user', status: 401 }),
  },
  'GET /products': {
    happy: async (w) => (await w.product(), { path: '/products?size=m&hide_sold=true&page=1' }),
    refusal: () => ({ path: '/products?size=huge', status: 422 }),
  },
  'GET /products/:id': {
    happy: async (w) => ({ path: `/products/${await w.product()}` }),
    refusal: () => ({ path: '/products/999999', status: 404 }),
  },
  'GET /products/:id/similar': {
    happy: async (w) => ({ path: `/products/${await w.product()}/similar` }),
    refusal: () => ({ path: '/products/999999/similar', status: 404 }),
  },
  'GET /announcements': { happy: () => ({ path: '/announcements' }), refusal: () => ({ method: 'DELETE', path: '/announcements', status: 404 }) },
  'GET /hero-carousel': { happy: () => ({ path: '/hero-carousel' }), refusal: () => ({ method: 'DELETE', path: '/hero-carousel', status: 404 }) },
  'GET /drops/upcoming': { happy: () => ({ path: '/drops/upcoming' }), refusal: () => ({ method: 'DELETE', path: '/drops/upcoming', status: 404 }) },
  'GET /drops/:slug': {
    happy: async (w) => ({ path: `/drops/${(await w.drop(await w.admin())).slug}` }),
    refusal: () => ({ path: '/drops/no-such-drop', status: 404 }),
  },
  'GET /settings': { happy: () => ({ path: '/settings' }), refusal: () => ({ method: 'DELETE', path: '/settings', status: 404 }) },
  'GET /cart': {
    happy: async (w) => ({ path: '/cart', token: await w.customer() }),
    refusal: () => ({ path: '/cart', status: 401 }),
  },
  'POST /cart/add': {
    // The legacy guest-cart migration sends size and quantity: accepted and ignored.
    happy: async (w) => ({ method: 'POST', path: '/cart/add', token: await w.customer(), json: { product_id: await w.product(), size: 'm', quantity: 1 } }),
    refusal: async (w) => ({ method: 'POST', path: '/cart/add', token: await w.customer(), body: 'product_id=1', contentType: 'text/csv', status: 415 }),
  },
  'POST /cart/remove': {
    happy: async (w) => {
      const token = await w.customer();
      return { method: 'POST', path: '/cart/remove', token, json: { cart_item_id: await w.cartLine('', { token }) } };
    },
    refusal: async (w) => ({ method: 'POST', path: '/cart/remove', token: await w.customer(), json: {}, status: 422 }),
  },
  'POST /cart/clear': {
    happy: async (w) => ({ method: 'POST', path: '/cart/clear', token: await w.customer() }),
    refusal: () => ({ method: 'POST', path: '/cart/clear', status: 401 }),
  },
  'POST /cart/hold': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      return { method: 'POST', path: '/cart/hold', token };
    },
    refusal: () => ({ method: 'POST', path: '/cart/hold', status: 401 }),
  },
  'POST /cart/release': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      await w.json({ method: 'POST', path: '/cart/hold', token });
      return { method: 'POST', path: '/cart/release', token };
    },
    refusal: () => ({ method: 'POST', path: '/cart/release', status: 401 }),
  },
  'GET /guest/cart': {
    happy: () => ({ path: '/guest/cart', guest: nanoid() }),
    refusal: () => ({ path: '/guest/cart', guest: 'not-a-guest-id', status: 422 }),
  },
  'GET /products/:id/queue': {
    happy: async (w) => ({ path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid() }),
    refusal: () => ({ path: '/products/999999/queue', status: 404 }),
  },
  'POST /products/:id/queue': {
    happy: async (w) => ({ method: 'POST', path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid(), json: { email: 'waiting@example.com' } }),
    refusal: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/queue`, guest: nanoid(), json: { email: 'waiting@example.com' }, status: 409 }),
  },
  'DELETE /products/:id/queue': {
    happy: async (w) => {
      const guest = nanoid();
      const path = `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`;
      await w.json({ method: 'POST', path, guest, json: { email: 'waiting@example.com' } });
      return { method: 'DELETE', path, guest };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid(), status: 404 }),
  },
  'POST /guest/cart/add': {
    happy: async (w) => ({ method: 'POST', path: '/guest/cart/add', guest: nanoid(), json: { product_id: await w.product() } }),
    refusal: () => ({ method: 'POST', path: '/guest/cart/add', guest: nanoid(), json: { product_id: 999999 }, status: 404 }),
  },
  'POST /guest/cart/remove': {
    happy: async (w) => {
      const guest = nanoid();
      return { method: 'POST', path: '/guest/cart/remove', guest, json: { cart_item_id: await w.cartLine('/guest', { guest }) } };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/remove', json: { cart_item_id: 1 }, status: 422 }),
  },
  'POST /guest/cart/clear': {
    happy: () => ({ method: 'POST', path: '/guest/cart/clear', guest: nanoid() }),
    refusal: () => ({ method: 'POST', path: '/guest/cart/clear', status: 422 }),
  },
  'POST /guest/cart/hold': {
    happy: async (w) => {
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      return { method: 'POST', path: '/guest/cart/hold', guest };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/hold', guest: 'short', status: 422 }),
  },
  'POST /guest/cart/release': {
    happy: async (w) => {
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      await w.json({ method: 'POST', path: '/guest/cart/hold', guest });
      return { method: 'POST', path: '/guest/cart/release', guest };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/release', guest: 'short', status: 422 }),
  },
  'GET /address/regions': { happy: () => ({ path: '/address/regions' }), refusal: () => ({ method: 'DELETE', path: '/address/regions', status: 404 }) },
  'GET /address/provinces': { happy: () => ({ path: '/address/provinces' }), refusal: () => ({ method: 'DELETE', path: '/address/provinces', status: 404 }) },
  'GET /address/provinces/:code/cities': {
    happy: async (w) => ({ path: `/address/provinces/${await w.firstCode('/address/provinces')}/cities` }),
    refusal: () => ({ path: '/address/provinces/not-a-code/cities', status: 422 }),
  },
  'GET /address/cities/:code/barangays': {
    happy: async (w) => ({ path: `/address/cities/${await w.firstCode(`/address/provinces/${await w.firstCode('/address/provinces')}/cities`)}/barangays` }),
    refusal: () => ({ path: '/address/cities/123/barangays', status: 422 }),
  },
  'POST /orders': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      return { method: 'POST', path: '/orders', token, form: await w.orderForm() };
    },
    refusal: async (w) => ({ method: 'POST', path: '/orders', token: await w.customer(), form: new FormData(), status: 422 }),
  },
  'POST /guest-orders': {
    happy: async (w) => {
      const { guest, form } = await w.guestCheckout();
      return { method: 'POST', path: '/guest-orders', guest, form };
    },
    refusal: () => ({ method: 'POST', path: '/guest-orders', guest: nanoid(), form: new FormData(), status: 422 }),
  },
  'GET /orders': {
    happy: async (w) => ({ path: '/orders', token: (await w.userOrder()).token }),
    refusal: () => ({ path: '/orders', status: 401 }),
  },
  'GET /orders/:id': {
    happy: async (w) => {
      const order = await w.userOrder();
      return { path: `/orders/${order.id}`, token: order.token };
    },
    // Another user's order reads as missing.
    refusal: async (w) => ({ path: `/orders/${(await w.userOrder()).id}`, token: await w.customer(), status: 404 }),
  },
  'GET /guest-orders': {
    happy: async (w) => {
      const { guest } = await w.guestOrder();
      return { path: `/guest-orders?guest_id=${guest}`, guest };
    },
    refusal: () => ({ path: `/guest-orders?guest_id=${nanoid()}`, guest: nanoid(), status: 403 }),
  },
  'GET /guest-orders/:id': {
    happy: async (w) => {
      const order = await w.guestOrder();
      return { path: `/guest-orders/${order.id}`, guest: order.guest };
    },
    refusal: async (w) => ({ path: `/guest-orders/${(await w.guestOrder()).id}`, guest: nanoid(), status: 404 }),
  },
  'GET /orders/:id/payment-proof': {
    happy: async (w) => {
      const order = await w.userOrder();
      return { path: `/orders/${order.id}/payment-proof`, token: order.token };
    },
    refusal: async (w) => ({ path: `/orders/${(await w.userOrder()).id}/payment-proof`, token: await w.customer(), status: 404 }),
  },
  'GET /guest-orders/:id/payment-proof': {
    happy: async (w) => {
      const order = await w.guestOrder();
      return { path: `/guest-orders/${order.id}/payment-proof`, guest: order.guest };
    },
    refusal: async (w) => ({ path: `/guest-orders/${(await w.guestOrder()).id}/payment-proof`, guest: nanoid(), status: 404 }),
  },
  'GET /profile': {
    happy: async (w) => ({ path: '/profile', token: await w.customer() }),
    refusal: () => ({ path: '/profile', status: 401 }),
  },
  'POST /profile': {
    happy: async (w) => ({ method: 'POST', path: '/profile', token: await w.customer(), json: { instagram_username: 'oryang', province: 'Metro Manila' } }),
    refusal: async (w) => ({ method: 'POST', path: '/profile', token: await w.customer(), json: { email: 'no' }, status: 422 }),
  },
  'GET /guest/profile': {
    happy: () => ({ path: '/guest/profile', guest: nanoid() }),
    refusal: () => ({ path: '/guest/profile', status: 422 }),
  },
  'POST /guest/profile': {
    happy: () => ({ method: 'POST', path: '/guest/profile', guest: nanoid(), json: { customer_name: 'Gregoria de Jesus', email: 'oryang@example.com' } }),
    refusal: () => ({ method: 'POST', path: '/guest/profile', guest: nanoid(), json: { email: 'not-an-email' }, status: 422 }),
  },
  'POST /products': {
    happy: async (w) => ({ method: 'POST', path: '/products', token: await w.admin(), form: await w.productForm('Piña Barong') }),
    refusal: async (w) => ({ method: 'POST', path: '/products', token: await w.customer(), form: await w.productForm('Piña Barong'), status: 403 }),
  },
  'PUT /products/:id': {
    // Multipart clients send the update as POST with _method=PUT.
    happy: async (w) => {
      const form = await w.productForm('Piña Barong, pressed');
      form.append('_method', 'PUT');
      return { method: 'POST', path: `/products/${await w.product()}`, token: await w.admin(), form };
    },
    refusal: async (w) => ({ method: 'PUT', path: `/products/${await w.product()}`, token: await w.admin(), json: { name: '' }, status: 422 }),
  },
  'DELETE /products/:id': {
    happy: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}`, status: 401 }),
  },
  'POST /products/:id/restock': {
    happy: async (w) => ({ method: 'POST', path: `/products/${(await createTestProduct(w.em(), { status: 'Sold' })).id}/restock`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'POST', path: '/products/999999/restock', token: await w.admin(), status: 404 }),
  },
  'POST /products/:id/mark-sold': {
    happy: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/mark-sold`, token: await w.admin() }),
    refusal: async (w) => {
      const marked = await createTestProduct(w.em(), { status: 'Sold', markedSoldAt: new Date() });
      return { method: 'POST', path: `/products/${marked.id}/mark-sold`, token: await w.admin(), status: 409 };
    },
  },
  'DELETE /products/:id/mark-sold': {
    happy: async (w) => {
      const id = await w.product();
      await w.json({ method: 'POST', path: `/products/${id}/mark-sold`, token: await w.admin() });
      return { method: 'DELETE', path: `/products/${id}/mark-sold`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}/mark-sold`, token: await w.admin(), status: 409 }),
  },
  'POST /products/:id/reservation': {
    happy: async (w) => ({
      method: 'POST',
      path: `/products/${await w.product()}/reservation`,
      token: await w.admin(),
      json: { reserved_for: '@maria', reserved_until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    refusal: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/reservation`, token: await w.admin(), json: { reserved_for: ' ' }, status: 422 }),
  },
  'DELETE /products/:id/reservation': {
    happy: async (w) => {
      const id = (await createTestProduct(w.em(), { reservedFor: '@maria', reservedUntil: new Date(Date.now() + 86_400_000) })).id;
      return { method: 'DELETE', path: `/products/${id}/reservation`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}/reservation`, token: await w.admin(), status: 409 }),
  },
  'GET /admin/products/:id/events': {
    happy: async (w) => ({ path: `/admin/products/${await w.product()}/events`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products/999999/events', token: await w.admin(), status: 404 }),
  },
  'GET /admin/products': {
    happy: async (w) => (await w.product(), { path: '/admin/products?search=&page=1', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products?size=huge', token: await w.admin(), status: 422 }),
  },
  'GET /admin/products/:id': {
    happy: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { dropAt: null })).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products/999999', token: await w.admin(), status: 404 }),
  },
  'GET /admin/orders': {
    happy: async (w) => (await w.guestOrder(), { path: '/admin/orders?status=pending&search=Gregoria', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/orders?status=lost', token: await w.admin(), status: 422 }),
  },
  'GET /admin/orders/export.csv': {
    happy: async (w) => (await w.guestOrder(), { path: '/admin/orders/export.csv?status=pending&search=Gregoria', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/orders/export.csv?from=2026-02-30', token: await w.admin(), status: 422 }),
  },
  'GET /admin/orders/:id': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}`, token: await w.customer(), status: 403 }),
  },
  'GET /admin/orders/:id/payment-proof': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.userOrder()).id}/payment-proof`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.userOrder()).id}/payment-proof`, status: 401 }),
  },
  'GET /admin/orders/:id/events': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/events`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/events`, token: await w.customer(), status: 403 }),
  },
  'GET /admin/orders/:id/neighbours': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/neighbours?status=pending`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/neighbours?status=lost`, token: await w.admin(), status: 422 }),
  },
  'POST /admin/orders/:id/payment-checks': {
    happy: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/payment-checks`, token: await w.admin(), json: { checks: ['amount-matches'] } }),
    refusal: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/payment-checks`, token: await w.admin(), json: { checks: ['looks-fine'] }, status: 422 }),
  },
  'POST /admin/orders/:id/status': {
    happy: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/status`, token: await w.admin(), json: { status: 'approved', admin_notes: 'Paid, thank you!' } }),
    refusal: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/status`, token: await w.admin(), json: { status: 'lost' }, status: 422 }),
  },
  'GET /admin/packing-slips': {
    happy: async (w) => ({ path: `/admin/packing-slips?order=${(await w.guestOrder()).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/packing-slips?order=1&status=approved', token: await w.admin(), status: 422 }),
  },
  'GET /admin/announcements': {
    happy: async (w) => ({ path: '/admin/announcements', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/announcements', token: await w.customer(), status: 403 }),
  },
  'POST /admin/announcements': {
    happy: async (w) => ({ method: 'POST', path: '/admin/announcements', token: await w.admin(), json: { text: 'Sale rack is open', background_color: '#1F6FEB' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/announcements', token: await w.admin(), json: { text: '', background_color: 'blue' }, status: 422 }),
  },
  'GET /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { path: `/admin/announcements/${await w.announcement(token)}`, token };
    },
    refusal: async (w) => ({ path: '/admin/announcements/999999', token: await w.admin(), status: 404 }),
  },
  'PUT /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/announcements/${await w.announcement(token)}`, token, json: { display_order: 3 } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/announcements/${await w.announcement(token)}`, token, json: { display_order: -1 }, status: 422 };
    },
  },
  'DELETE /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/announcements/${await w.announcement(token)}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/announcements/999999', token: await w.admin(), status: 404 }),
  },
  'POST /admin/announcements/:id/toggle': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: `/admin/announcements/${await w.announcement(token)}/toggle`, token, json: { is_active: false } };
    },
    refusal: async (w) => ({ method: 'POST', path: '/admin/announcements/1/toggle', token: await w.customer(), json: {}, status: 403 }),
  },
  'GET /admin/hero-carousel': {
    happy: async (w) => ({ path: '/admin/hero-carousel', token: await w.admin() }),
    refusal: () => ({ path: '/admin/hero-carousel', status: 401 }),
  },
  'POST /admin/hero-carousel/interval': {
    happy: async (w) => ({ method: 'POST', path: '/admin/hero-carousel/interval', token: await w.admin(), json: { interval: 4500 } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/hero-carousel/interval', token: await w.admin(), json: { interval: 999 }, status: 422 }),
  },
  'POST /admin/hero-carousel': {
    happy: async (w) => {
      const form = new FormData();
      form.append('view_type', 'mobile');
      form.append('is_active', '1');
      form.append('image', await slideFile('mobile'));
      return { method: 'POST', path: '/admin/hero-carousel', token: await w.admin(), form };
    },
    refusal: async (w) => ({ method: 'POST', path: '/admin/hero-carousel', token: await w.admin(), form: new FormData(), status: 422 }),
  },
  'PUT /admin/hero-carousel/:id': {
    happy: async (w) => {
      const token = await w.admin();
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('title', 'Sale rack is open');
      return { method: 'POST', path: `/admin/hero-carousel/${await w.slide(token)}`, token, form };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/hero-carousel/${await w.slide(token)}`, token, json: { order: -1 }, status: 422 };
    },
  },
  'DELETE /admin/hero-carousel/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/hero-carousel/${await w.slide(token)}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/hero-carousel/999999', token: await w.admin(), status: 404 }),
  },
  'GET /admin/drops': {
    happy: async (w) => ({ path: '/admin/drops', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/drops', token: await w.customer(), status: 403 }),
  },
  'POST /admin/drops': {
    happy: async (w) => ({ method: 'POST', path: '/admin/drops', token: await w.admin(), json: { name: `Drop ${nanoid(6)}`, drop_at: '2099-11-27T20:00:00+08:00' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/drops', token: await w.admin(), json: { name: '', drop_at: 'Friday' }, status: 422 }),
  },
  'GET /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { path: `/admin/drops/${(await w.drop(token)).id}`, token };
    },
    refusal: async (w) => ({ path: '/admin/drops/999999', token: await w.admin(), status: 404 }),
  },
  'PUT /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/drops/${(await w.drop(token)).id}`, token, json: { description: 'Forty pieces of denim' } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/drops/${(await w.drop(token)).id}`, token, json: { drop_at: '2000-01-01T00:00:00Z' }, status: 422 };
    },
  },
  'DELETE /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/drops/${(await w.drop(token)).id}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/drops/999999', token: await w.admin(), status: 404 }),
  },
  'POST /admin/drops/:id/pieces': {
    happy: async (w) => {
      const token = await w.admin();
      const draft = await createTestProduct(w.em(), { dropAt: null });
      return { method: 'POST', path: `/admin/drops/${(await w.drop(token)).id}/pieces`, token, json: { product_ids: [draft.id] } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: `/admin/drops/${(await w.drop(token)).id}/pieces`, token, json: { product_ids: [] }, status: 422 };
    },
  },
  'DELETE /admin/drops/:id/pieces/:product_id': {
    happy: async (w) => {
      const token = await w.admin();
      const { id } = await w.drop(token);
      const piece = (await createTestProduct(w.em(), { dropAt: null })).id;
      await w.json({ method: 'POST', path: `/admin/drops/${id}/pieces`, token, json: { product_ids: [piece] } });
      return { method: 'DELETE', path: `/admin/drops/${id}/pieces/${piece}`, token };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/drops/${(await w.drop(token)).id}/pieces/${await w.product()}`, token, status: 404 };
    },
  },
  'GET /admin/holds': {
    happy: async (w) => ({ path: '/admin/holds', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/holds', token: await w.customer(), status: 403 }),
  },
  'DELETE /admin/holds/:id': {
    happy: async (w) => {
      const held = await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) });
      return { method: 'DELETE', path: `/admin/holds/${held.id}`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/admin/holds/${(await createTestProduct(w.em())).id}`, token: await w.admin(), status: 404 }),
  },
  'GET /admin/products/:id/queue': {
    happy: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.customer(), status: 403 }),
  },
  'DELETE /admin/products/:id/queue': {
    happy: async (w) => ({ method: 'DELETE', path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/products/999999/queue', token: await w.admin(), status: 404 }),
  },
  'GET /admin/settings': {
    happy: async (w) => ({ path: '/admin/settings', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/settings', token: await w.customer(), status: 403 }),
  },
  'PUT /admin/settings/:key': {
    happy: async (w) => ({ method: 'PUT', path: '/admin/settings/delivery_fee_ncr', token: await w.admin(), json: { value: '90' } }),
    refusal: async (w) => ({ method: 'PUT', path: '/admin/settings/product_hold_duration', token: await w.admin(), json: { value: '0' }, status: 422 }),
  },
  'POST /admin/settings': {
    happy: async (w) => ({ method: 'POST', path: '/admin/settings', token: await w.admin(), json: { settings: [{ key: 'free_delivery_threshold', value: '3000' }] } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/settings', token: await w.admin(), json: { settings: [{ key: 'colour_scheme', value: 'dark' }] }, status: 422 }),
  },
  'GET /admin/users': {
    happy: async (w) => ({ path: '/admin/users?search=TESTER', token: await w.admin() }),
    refusal: () => ({ path: '/admin/users', status: 401 }),
  },
  'POST /admin/users/:id/change-password': {
    happy: async (w) => ({ method: 'POST', path: `/admin/users/${(await createTestUser(w.em())).user.id}/change-password`, token: await w.admin(), json: newPassword }),
    refusal: async (w) => ({
      method: 'POST',
      path: `/admin/users/${(await createTestUser(w.em())).user.id}/change-password`,
      token: await w.admin(),
      json: { password: 'a-new-password-1', password_confirmation: 'something else' },
      status: 422,
    }),
  },
};

describe('the REST contract', () => {
  it('has a case for every route of the table, and no case for a route that is not served', () => {
    expect(Object.keys(CASES).sort()).toEqual(restRoutes.map(keyOf).sort());
  });
});

describe.each(TEST_DATABASES)('the REST contract on %s', (kind) => {
  const db = useTestDatabase(kind);

  it.each(restRoutes.map((route) => [keyOf(route), route] as const))('%s answers its happy call as documented', async (key, route) => {
    const w = await world(db());
    const call = await (CASES[key] ?? { happy: () => Promise.reject(new Error(`no case for ${key}`)) }).happy(w);
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

  it.each(restRoutes.map((route) => [keyOf(route)] as const))('%s refuses a bad call with the documented error shape', async (key) => {
    const w = await world(db());
    const { status, ...call } = await (CASES[key] ?? { refusal: () => Promise.reject(new Error(`no case for ${key}`)) }).refusal(w);
    const response = await w.send(call);
    const answer = (await response.json()) as Record<string, unknown>;
    expect({ key, status: response.status, answer }).toMatchObject({ key, status });
    expect(typeof answer.message).toBe('string');
    if (status === 422) expect(typeof answer.errors).toBe('object');
  });
});
