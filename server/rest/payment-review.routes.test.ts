import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../../shared/payments.ts';
import { type OrderOutput } from '../../shared/schemas/orders.ts';
import { PAYMENT_CHECK_MESSAGES, type AdminOrderOutput } from '../../shared/schemas/admin-orders.ts';
import { listOrderEvents } from '../modules/orders/order-events.service.ts';
import { adminRestClient } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { restCheckout } from '../test/rest-checkout.ts';
import { screenshot } from '../test/screenshots.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { restRoutes } from './adapter.ts';
import { INVALID_DATA } from './errors.ts';
import { openApiDocument } from './openapi.ts';

type Body<Order> = { success: true; message?: string; data: { order: Order } };

describe.each(TEST_DATABASES)('REST payment review on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function setup() {
    const client = await adminRestClient(db());
    const { token } = await createTestUser(db().em());
    const auth = { authorization: `Bearer ${token}` };
    const proof = await screenshot([Math.random(), Math.random(), Math.random()]);

    /** The storefront's multipart checkout of one fresh ₱500 piece to Metro Manila (₱580 in all). */
    async function place(payment: Record<string, string>) {
      const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
      const fields = { customer_name: 'Teresa Magbanua', instagram_username: `nay_isa_${nanoid(6)}`, shipping_fee: '80', grand_total: '580', ...payment };
      return restCheckout(client.app, auth, product.id, fields, new File([new Uint8Array(proof)], 'receipt.png', { type: 'image/png' }));
    }

    return { ...client, auth, place };
  }

  it('places an order with its reference and amount sent, and refuses a bad one with 422 field errors', async () => {
    const { place } = await setup();
    const placed = await place({ payment_method: 'GCash', payment_reference: '1234 567 890123', amount_sent: '580' });
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as Body<OrderOutput>).data.order).toMatchObject({ payment_reference: '1234567890123', amount_sent: 580 });

    const refused = await place({ payment_method: 'GCash', payment_reference: '12345', amount_sent: 'lots' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: INVALID_DATA,
      errors: { amount_sent: [expect.any(String)], payment_reference: [REFERENCE_MESSAGES.gcash] },
    });
  });

  it('shows the admin the flags and sets the checklist, which the buyer never sees', async () => {
    const { place, send, auth, app, user } = await setup();
    const reference = String(Date.now()).padStart(13, '9').slice(-13);
    const first = ((await (await place({ payment_method: 'GCash', payment_reference: reference })).json()) as Body<OrderOutput>).data.order;
    const second = ((await (await place({ payment_method: 'GCash', payment_reference: reference, amount_sent: '600' })).json()) as Body<OrderOutput>).data.order;

    const viewed = (await (await send('GET', `/admin/orders/${second.id}`)).json()) as Body<AdminOrderOutput>;
    expect(viewed.data.order.payment_flags).toEqual({
      same_reference: [first.id],
      same_screenshot: expect.arrayContaining([first.id]) as number[],
      amount_mismatch: { amount_sent: 600, total_amount: 580 },
      // Not read yet: the reading is a task for later, and this app plans none (NO_MAIL).
      receipt_amount_differs: null,
      receipt_reference_differs: null,
    });

    const set = await send('POST', `/admin/orders/${second.id}/payment-checks`, { checks: ['seen-in-gcash'] });
    expect(set.status).toBe(200);
    const setBody = (await set.json()) as Body<AdminOrderOutput>;
    expect(setBody.message).toBe(PAYMENT_CHECK_MESSAGES.saved);
    expect(setBody.data.order.payment_checks).toEqual(['seen-in-gcash']);
    expect((await send('POST', `/admin/orders/${second.id}/payment-checks`, { checks: ['nope'] })).status).toBe(422);

    expect((await send('GET', `/admin/orders/${second.id}/payment-proof`)).status).toBe(200);
    expect((await send('GET', `/admin/orders/${second.id}/payment-proof`)).status).toBe(200);
    const events = await listOrderEvents(db().em(), second.id);
    expect(events.filter((event) => event.kind === 'proof-viewed').map((event) => event.actor_email)).toEqual([user.email]);

    const own = (await (await app.request(`/api/orders/${second.id}`, { headers: auth })).json()) as Body<Record<string, unknown>>;
    expect(own.data.order).toMatchObject({ payment_reference: reference, amount_sent: 600 });
    for (const ownersOnly of ['payment_flags', 'payment_checks', 'statement_match', 'proof_reading']) expect(own.data.order).not.toHaveProperty(ownersOnly);
  });

  it('documents the new fields and route in the OpenAPI document', () => {
    type Operation = { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    const { paths } = openApiDocument(restRoutes, 'test') as unknown as { paths: Record<string, Record<string, Operation>> };
    const placing = paths['/orders']?.post?.requestBody.content['multipart/form-data']?.schema.properties;
    expect(Object.keys(placing ?? {})).toEqual(expect.arrayContaining(['payment_reference', 'amount_sent']));
    expect(JSON.stringify(paths['/admin/orders/{id}'])).toContain('"payment_flags"');
    expect(Object.keys(paths['/admin/orders/{id}/payment-checks'] ?? {})).toEqual(['post']);
  });
});
