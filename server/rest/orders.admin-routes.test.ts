import { nanoid } from 'nanoid';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrderListOutput, type OrderCountsOutput } from '../../shared/schemas/admin-orders.ts';
import type { OrderOutput } from '../../shared/schemas/orders.ts';
import { Product } from '../modules/pieces/entities.ts';
import { adminRestClient } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { restCheckout } from '../test/rest-checkout.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { INVALID_DATA } from './errors.ts';

type OrderBody = { success: true; message?: string; data: { order: OrderOutput } };
type ListBody = { success: true; data: Omit<AdminOrderListOutput, 'read_at'> & { counts: OrderCountsOutput } };

describe.each(TEST_DATABASES)('REST admin orders on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** The app with a signed-in admin, and a customer who places orders the way the storefront does. */
  async function setup() {
    const client = await adminRestClient(db());
    const { user: customer, token } = await createTestUser(db().em());
    const auth = { authorization: `Bearer ${token}` };

    async function placeOrder(name: string) {
      const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
      const fields = { customer_name: name, instagram_username: `ig_${nanoid(8)}`, shipping_fee: '80', grand_total: '780' };
      const placed = await restCheckout(client.app, auth, product.id, fields);
      expect(placed.status).toBe(201);
      return { product, order: ((await placed.json()) as OrderBody).data.order };
    }

    return { ...client, customer, auth, placeOrder };
  }

  const productStatus = async (id: number) => (await db().em().findOneOrFail(Product, { id })).status;

  it('lists orders under data.orders with every tab’s count, narrowed by ?status= and ?search=', async () => {
    const { send, placeOrder } = await setup();
    const tag = nanoid(10);
    const first = await placeOrder(`Gregoria de Jesus ${tag}`);
    const second = await placeOrder(`Gregoria de Jesus ${tag}`);
    expect((await send('POST', `/admin/orders/${second.order.id}/status`, { status: 'approved' })).status).toBe(200);

    const all = await send('GET', `/admin/orders?search=${tag}`);
    expect(all.status).toBe(200);
    const allBody = (await all.json()) as ListBody;
    expect(allBody.success).toBe(true);
    expect(allBody.data.orders.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(allBody.data.orders[0]?.payment_proof).toBe(`/api/admin/orders/${second.order.id}/payment-proof`);
    expect(allBody.data.counts).toEqual({ all: 2, pending: 1, awaiting_payment_fix: 0, approved: 1, shipped: 0, delivered: 0, cancelled: 0 });
    expect(allBody.data.meta).toEqual({ page: 1, per_page: 50, total: 2, last_page: 1 });

    const approved = (await (await send('GET', `/admin/orders?status=approved&search=${tag}`)).json()) as ListBody;
    expect(approved.data.orders.map((order) => order.id)).toEqual([second.order.id]);
    expect(approved.data.counts.all).toBe(2);
    const everyStatus = (await (await send('GET', `/admin/orders?status=all&search=${tag}&per_page=1&page=2`)).json()) as ListBody;
    expect(everyStatus.data.orders.map((order) => order.id)).toEqual([first.order.id]);
    expect(everyStatus.data.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    const byNumber = (await (await send('GET', `/admin/orders?search=${encodeURIComponent(`#${first.order.id}`)}`)).json()) as ListBody;
    expect(byNumber.data.orders.map((order) => order.id)).toEqual([first.order.id]);

    const badFilter = await send('GET', '/admin/orders?status=refunded');
    expect(badFilter.status).toBe(422);
    expect(await badFilter.json()).toEqual({ message: INVALID_DATA, errors: { status: [ADMIN_ORDER_MESSAGES.statusInvalid] } });
  });

  it('shows one order with its items, its admin proof path and the account’s email', async () => {
    const { send, customer, placeOrder } = await setup();
    const { order, product } = await placeOrder('Gabriela Silang');
    const response = await send('GET', `/admin/orders/${order.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: {
        order: {
          id: order.id,
          status: 'pending',
          total_amount: 780,
          user: { email: customer.email },
          payment_proof: `/api/admin/orders/${order.id}/payment-proof`,
          items: [{ product_id: product.id, product_name: product.name, price: 700 }],
        },
      },
    });
    const missing = await send('GET', '/admin/orders/999999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Order not found' });
  });

  it('sets the status and notes, moves the pieces with it, and the buyer sees the notes', async () => {
    const { send, app, auth, placeOrder } = await setup();
    const { order, product } = await placeOrder('Melchora Aquino');

    const approved = await send('POST', `/admin/orders/${order.id}/status`, { status: 'approved', admin_notes: 'GCash payment confirmed' });
    expect(approved.status).toBe(200);
    const approvedBody = (await approved.json()) as OrderBody;
    expect(approvedBody).toMatchObject({
      success: true,
      message: ADMIN_ORDER_MESSAGES.statusUpdated,
      data: { order: { id: order.id, status: 'approved', admin_notes: 'GCash payment confirmed' } },
    });
    expect(approvedBody.data.order.approved_at).not.toBeNull();
    expect(await productStatus(product.id)).toBe('Sold');
    const seen = (await (await app.request(`/api/orders/${order.id}`, { headers: auth })).json()) as OrderBody;
    expect(seen.data.order).toMatchObject({ status: 'approved', admin_notes: 'GCash payment confirmed' });

    const form = new FormData();
    form.append('status', 'cancelled');
    form.append('admin_notes', 'Refunded at the buyer’s request');
    const cancelled = (await (await send('POST', `/admin/orders/${order.id}/status`, form)).json()) as OrderBody;
    expect(cancelled.data.order).toMatchObject({ status: 'cancelled', admin_notes: 'Refunded at the buyer’s request' });
    expect(await productStatus(product.id)).toBe('Available');
  });

  it('answers a bad status with 422 and field errors, and an unknown order with 404', async () => {
    const { send, placeOrder } = await setup();
    const { order, product } = await placeOrder('Teresa Magbanua');
    const refused = await send('POST', `/admin/orders/${order.id}/status`, { status: 'refunded', admin_notes: 'x' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: INVALID_DATA, errors: { status: [ADMIN_ORDER_MESSAGES.statusInvalid] } });
    expect((await send('POST', `/admin/orders/${order.id}/status`, {})).status).toBe(422);
    expect(((await (await send('GET', `/admin/orders/${order.id}`)).json()) as OrderBody).data.order).toMatchObject({ status: 'pending', admin_notes: null });
    expect(await productStatus(product.id)).toBe('Pending');

    const missing = await send('POST', '/admin/orders/999999999/status', { status: 'approved' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Order not found' });
  });

  it('answers a revival that would put a piece in two orders with 409 and the reason', async () => {
    const { send, placeOrder, app } = await setup();
    const { order, product } = await placeOrder('Josefa Llanes');
    await send('POST', `/admin/orders/${order.id}/status`, { status: 'cancelled' });
    const { token } = await createTestUser(db().em());
    const rival = { authorization: `Bearer ${token}` };
    const fields = { customer_name: 'Trinidad Tecson', instagram_username: 'ina_ng_biak', shipping_fee: '80', grand_total: '780' };
    const placed = await restCheckout(app, rival, product.id, fields);
    const rivalOrder = ((await placed.json()) as OrderBody).data.order;

    const refused = await send('POST', `/admin/orders/${order.id}/status`, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: `${product.name} is already in order #${rivalOrder.id} (Pending), so this order cannot be set to approved. Cancel that order first.`,
    });
    expect(await productStatus(product.id)).toBe('Pending');
  });

  it('refuses the order paths without a token (401) and to a customer (403)', async () => {
    const { app, auth, placeOrder } = await setup();
    const { order } = await placeOrder('Marina Dizon');
    const paths = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.id}`],
      ['POST', `/api/admin/orders/${order.id}/status`],
      ['GET', `/api/admin/orders/${order.id}/payment-proof`],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === 'POST' ? JSON.stringify({ status: 'approved' }) : undefined;
      const json = { 'content-type': 'application/json' };
      const anonymous = await app.request(path, { method, headers: json, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
      const customer = await app.request(path, { method, headers: { ...auth, ...json }, body });
      expect(customer.status, `${method} ${path}`).toBe(403);
      expect(await customer.json()).toEqual({ message: 'You do not have permission to access this page.' });
    }
    expect(await productStatus(order.items[0]?.product_id ?? 0)).toBe('Pending');
  });

  it('serves any order’s proof of payment to an admin only, privately and never sniffed', async () => {
    const { app, send, auth, placeOrder } = await setup();
    const { order } = await placeOrder('Leona Florentino');
    const proofPath = `/admin/orders/${order.id}/payment-proof`;

    const served = await send('GET', proofPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 60, height: 120 });

    // The buyer's own path serves the same picture; the admin path is not theirs to use.
    const own = await app.request(`/api/orders/${order.id}/payment-proof`, { headers: auth });
    expect(own.status).toBe(200);
    expect((await app.request(`/api${proofPath}`, { headers: auth })).status).toBe(403);
    expect((await app.request(`/api${proofPath}`)).status).toBe(401);

    const missing = await send('GET', '/admin/orders/999999999/payment-proof');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Order not found' });
  });
});
