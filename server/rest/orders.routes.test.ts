import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { createTestProduct, proofFile } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

const details: Record<string, string> = {
  customer_name: 'Melchora Aquino',
  instagram_username: 'tandangsora',
  address_line1: '1 Banlat Rd.',
  barangay: 'Kapitolyo',
  city: 'Pasig City',
  province: METRO_MANILA,
  mobile_number: '09171234567',
};

type OrderBody = { data: { order: { id: number; payment_proof: string; total_amount: number } } };

describe.each(TEST_DATABASES)('REST orders and profiles on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function orderForm(fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...details, ...fields })) form.append(key, value);
    form.append('payment_proof', await proofFile());
    return form;
  }

  it('places a user order by multipart POST /api/orders and lists it with its private proof', async () => {
    const { app } = await createTestApp(db());
    const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
    const { token } = await createTestUser(db().em());
    const auth = { authorization: `Bearer ${token}` };
    await app.request('/api/cart/add', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: product.id }) });
    const placed = await app.request('/api/orders', { method: 'POST', headers: auth, body: await orderForm({ shipping_fee: '80', grand_total: '780' }) });
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as OrderBody;
    expect(data.order.total_amount).toBe(780);

    const list = (await (await app.request('/api/orders', { headers: auth })).json()) as { data: { orders: { id: number }[] } };
    expect(list.data.orders.map((order) => order.id)).toEqual([data.order.id]);
    const one = await app.request(`/api/orders/${data.order.id}`, { headers: auth });
    expect(one.status).toBe(200);

    const proof = await app.request(data.order.payment_proof, { headers: auth });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/webp');
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    const { token: strangerToken } = await createTestUser(db().em());
    expect((await app.request(data.order.payment_proof, { headers: { authorization: `Bearer ${strangerToken}` } })).status).toBe(404);
    expect((await app.request(data.order.payment_proof)).status).toBe(401);
    expect((await app.request(`/api/orders/${data.order.id}`, { headers: { authorization: `Bearer ${strangerToken}` } })).status).toBe(404);
  });

  it('places a guest order by POST /api/guest-orders and lists it only for the same guest id', async () => {
    const { app } = await createTestApp(db());
    const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
    const guestId = nanoid();
    const guest = { 'X-Guest-ID': guestId };
    await app.request('/api/guest/cart/add', { method: 'POST', headers: { ...guest, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: product.id }) });
    const form = await orderForm({
      email: 'sora@example.com',
      guest_id: guestId,
      cart_items: JSON.stringify([product.id]),
      shipping_fee: '80',
      grand_total: '780',
    });
    const placed = await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: form });
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as OrderBody & { data: { order: { view_link: string } } };
    // The link to keep opens the order with no guest id at all.
    const token = new URLSearchParams(data.order.view_link.split('?')[1]).get('token') ?? '';
    expect(await callerFor(db().em()).orders.byViewLink({ token })).toMatchObject({ id: data.order.id });
    const mine = await app.request(`/api/guest-orders?guest_id=${guestId}`, { headers: guest });
    expect(((await mine.json()) as { data: { orders: unknown[] } }).data.orders).toHaveLength(1);
    expect((await app.request(`/api/guest-orders?guest_id=${nanoid()}`, { headers: guest })).status).toBe(403);
    expect((await app.request(`/api/guest-orders/${data.order.id}`, { headers: { 'X-Guest-ID': nanoid() } })).status).toBe(404);
    expect((await app.request(data.order.payment_proof, { headers: guest })).status).toBe(200);
  });

  it('answers a missing proof and a disagreeing total with 422 field errors', async () => {
    const { app } = await createTestApp(db());
    const { token } = await createTestUser(db().em());
    const form = new FormData();
    for (const [key, value] of Object.entries(details)) form.append(key, value);
    form.append('shipping_fee', '80');
    form.append('grand_total', 'lots');
    const response = await app.request('/api/orders', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.payment_proof).toEqual(['Proof of payment is required']);
    expect(body.errors.grand_total).toBeDefined();
  });

  it('refuses an upload over the size limit with 413 before reading it', async () => {
    const { app } = await createTestApp(db());
    const form = new FormData();
    form.append('payment_proof', new File([new Uint8Array(12 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    const response = await app.request('/api/guest-orders', { method: 'POST', headers: { 'X-Guest-ID': nanoid() }, body: form });
    expect(response.status).toBe(413);
  });

  it('saves and reads a profile: /api/profile for a user, /api/guest/profile for a guest', async () => {
    const { app } = await createTestApp(db());
    const { token, user } = await createTestUser(db().em());
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const saved = await app.request('/api/profile', { method: 'POST', headers: auth, body: JSON.stringify({ city: 'Pasig City', mobile_number: '09170000000' }) });
    expect(await saved.json()).toMatchObject({ success: true, message: 'Profile saved successfully', data: { profile: { email: user.email, city: 'Pasig City' } } });
    const guest = { 'X-Guest-ID': nanoid(), 'content-type': 'application/json' };
    await app.request('/api/guest/profile', { method: 'POST', headers: guest, body: JSON.stringify({ customer_name: 'Sora', email: 'sora@example.com' }) });
    const read = await app.request('/api/guest/profile', { headers: guest });
    expect(await read.json()).toMatchObject({ data: { profile: { customer_name: 'Sora', email: 'sora@example.com', city: null } } });
    expect((await app.request('/api/profile')).status).toBe(401);
  });
});
