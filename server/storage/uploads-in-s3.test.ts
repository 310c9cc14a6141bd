import { existsSync } from 'node:fs';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderOutput } from '../../shared/schemas/orders.ts';
import type { ProductOutput } from '../../shared/schemas/catalog.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { pictureFile } from '../test/admin-fixtures.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_MEDIA_CACHE_CONTROL } from './storage.ts';

/** The shop configured with S3_* variables, as an operator runs several instances (design.md §4). */
describe.each(TEST_DATABASES)('the shop with uploads in S3 on %s', (kind) => {
  const db = useTestDatabase(kind);
  let s3: S3Server;

  beforeAll(async () => {
    s3 = await startS3Server();
  });

  afterAll(async () => {
    await s3.close();
  });

  it('stores a product picture in the bucket and serves it at its /media URL', async () => {
    const { app, dataDir } = await createAppWithEnv(db().orm, s3.variables);
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    const form = new FormData();
    form.append('name', `Piña barong ${nanoid(6)}`);
    form.append('price', '1450.00');
    form.append('size', 'l');
    form.append('image', await pictureFile());
    const created = await app.request('/api/products', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const url = ((await created.json()) as { data: ProductOutput }).data.image ?? '';
    expect(url).toMatch(/^\/media\/products\/[\w-]+-800\.webp$/);

    const key = url.slice('/media/'.length);
    expect(await s3.head(key)).toMatchObject({ ContentType: 'image/webp', CacheControl: PUBLIC_MEDIA_CACHE_CONTROL });
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer()).equals(await s3.object(key))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('stores a proof of payment in the bucket, readable by its owner only, never at /media', async () => {
    const { app, dataDir } = await createAppWithEnv(db().orm, s3.variables);
    const { token } = await createTestUser(db().em());
    const owner = { authorization: `Bearer ${token}` };
    const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
    const added = await app.request('/api/cart/add', {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
    });
    expect(added.status).toBe(200);
    const form = new FormData();
    const fields = {
      ...PASIG_DELIVERY,
      instagram_username: `ig_${nanoid(8)}`,
      shipping_fee: '80',
      grand_total: '780',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('payment_proof', await proofFile());
    const placed = await app.request('/api/orders', { method: 'POST', headers: owner, body: form });
    expect(placed.status).toBe(201);
    const { id } = ((await placed.json()) as { data: { order: OrderOutput } }).data.order;

    const { paymentProofKey } = await db().em().findOneOrFail(Order, { id });
    expect(await s3.head(paymentProofKey)).toMatchObject({ ContentType: 'image/webp', CacheControl: PRIVATE_CACHE_CONTROL });
    const proof = await app.request(`/api/orders/${id}/payment-proof`, { headers: owner });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(Buffer.from(await proof.arrayBuffer()).equals(await s3.object(paymentProofKey))).toBe(true);

    const stranger = { authorization: `Bearer ${(await createTestUser(db().em())).token}` };
    expect((await app.request(`/api/orders/${id}/payment-proof`, { headers: stranger })).status).toBe(404);
    expect((await app.request(`/media/${paymentProofKey}`)).status).toBe(404);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
