import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { nanoid } from 'nanoid';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { Product } from '../modules/pieces/entities.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { pictureFile } from '../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { oversizedPicture, PAYLOAD_MARKERS, polyglotFiles, refusedFiles } from './hostile-files.ts';

/**
 * Every place a picture is uploaded (product images, gallery images, hero slides, the payment proof
 * at checkout) refuses what is not a picture by its bytes, with a 4xx and a field error, and writes
 * nothing to storage or the database; a polyglot is taken only as the clean re-encoded picture.
 */

/** Every file under the upload folder, relative to it. */
async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

/** Test products cost ₱500.00 and the default Metro Manila delivery fee is ₱80 (docs/product/rules.md "Delivery fees and totals"). */
const GUEST_ORDER_FIELDS = {
  ...PASIG_DELIVERY,
  email: 'oryang@example.com',
  shipping_fee: '80',
  grand_total: '580',
};

const REFUSED = await refusedFiles();
const POLYGLOTS = await polyglotFiles();

/** The messages for a field, or for its entries (`additional_images.0`) when it holds a list. */
function errorsFor(body: unknown, field: string): string[] {
  const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
  return Object.entries(errors).flatMap(([name, messages]) => (name === field || name.startsWith(`${field}.`) ? messages : []));
}

type UploadPoint = { field: string; send: (file: File) => Promise<Response>; rows: () => Promise<number> };

describe.each(TEST_DATABASES)('hostile uploads on %s', (kind) => {
  const db = useTestDatabase(kind);
  let uploads: string;
  let points: Record<string, UploadPoint>;
  let media: (url: string) => Promise<Response>;

  beforeAll(async () => {
    const { app, dataDir } = await createTestApp(db());
    uploads = path.join(dataDir, 'uploads');
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    const post = async (apiPath: string, form: FormData, headers: Record<string, string>) => app.request(`/api${apiPath}`, { method: 'POST', headers, body: form });
    const asAdmin = { authorization: `Bearer ${token}` };
    const formOf = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return form;
    };
    media = async (url) => app.request(url);

    points = {
      'the product image': {
        field: 'image',
        send: (file) => post('/products', formOf({ name: 'Barong Tagalog', price: '1450', size: 'l', image: file }), asAdmin),
        rows: () => db().em().count(Product, {}),
      },
      'a gallery image after a good main image': {
        field: 'additional_images',
        send: async (file) => post('/products', formOf({ name: 'Terno', price: '2100', size: 'm', image: await pictureFile(), 'additional_images[]': file }), asAdmin),
        rows: () => db().em().count(Product, {}),
      },
      'the hero slide image': {
        field: 'image',
        send: (file) => post('/admin/hero-carousel', formOf({ view_type: 'desktop', title: 'Thrifted, loved, yours', image: file }), asAdmin),
        rows: () => db().em().count(HeroSlide, {}),
      },
      'the payment proof of a guest order': {
        field: 'payment_proof',
        send: async (file) => {
          // A new guest with one piece in their cart each time: a placed order empties the cart.
          const guest = nanoid();
          const product = await createTestProduct(db().em());
          const added = await app.request('/api/guest/cart/add', { method: 'POST', headers: { 'X-Guest-ID': guest, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: product.id }) });
          expect(added.status).toBe(200);
          const fields = { ...GUEST_ORDER_FIELDS, guest_id: guest, cart_items: JSON.stringify([product.id]), payment_proof: file };
          return post('/guest-orders', formOf(fields), { 'X-Guest-ID': guest });
        },
        rows: () => db().em().count(Order, {}),
      },
    };
  });

  const pointNames = ['the product image', 'a gallery image after a good main image', 'the hero slide image', 'the payment proof of a guest order'];

  describe.each(pointNames)('%s', (pointName) => {
    it('takes a real picture (so the refusals below are about the file, not the form)', async () => {
      const point = points[pointName];
      if (!point) throw new Error(`no upload point ${pointName}`);
      const before = await point.rows();
      const answer = await point.send(await pictureFile('piece.png'));
      expect(answer.status, await answer.clone().text()).toBe(201);
      expect(await point.rows()).toBe(before + 1);
    });

    it.each(Object.keys(REFUSED))('refuses %s with 422 and a field error, storing nothing', async (fileName) => {
      const point = points[pointName];
      const hostile = REFUSED[fileName];
      if (!point || !hostile) throw new Error(`no case ${pointName} / ${fileName}`);
      const [filesBefore, rowsBefore] = [await storedFiles(uploads), await point.rows()];
      const answer = await point.send(hostile);
      expect(answer.status).toBe(422);
      const body: unknown = await answer.json();
      expect(errorsFor(body, point.field), JSON.stringify(body)).not.toEqual([]);
      expect(await storedFiles(uploads)).toEqual(filesBefore);
      expect(await point.rows()).toBe(rowsBefore);
    });

    it('refuses a file over 10 MB with 422 naming the field, and a request over the limit with 413, storing nothing', async () => {
      const point = points[pointName];
      if (!point) throw new Error(`no upload point ${pointName}`);
      const [filesBefore, rowsBefore] = [await storedFiles(uploads), await point.rows()];
      const overFile = await point.send(await oversizedPicture(1));
      expect(overFile.status).toBe(422);
      expect(errorsFor(await overFile.json(), point.field)).not.toEqual([]);
      const overRequest = await point.send(await oversizedPicture(2 * 1024 * 1024));
      expect(overRequest.status).toBe(413);
      expect(typeof ((await overRequest.json()) as { message?: unknown }).message).toBe('string');
      expect(await storedFiles(uploads)).toEqual(filesBefore);
      expect(await point.rows()).toBe(rowsBefore);
    });

    it.each(Object.keys(POLYGLOTS))('takes %s only as a clean re-encoded picture, under a key of its own', async (fileName) => {
      const point = points[pointName];
      const hostile = POLYGLOTS[fileName];
      if (!point || !hostile) throw new Error(`no case ${pointName} / ${fileName}`);
      const filesBefore = new Set(await storedFiles(uploads));
      const answer = await point.send(hostile);
      expect(answer.status, await answer.clone().text()).toBe(201);
      const written = (await storedFiles(uploads)).filter((file) => !filesBefore.has(file));
      expect(written.length).toBeGreaterThan(0);
      for (const file of written) {
        // A random key under the upload folder, whatever the file was called.
        expect(file).toMatch(/^(products|slides|proofs)\/[A-Za-z0-9_-]{21}-\d+\.webp$/);
        const bytes = await readFile(path.join(uploads, file));
        expect((await sharp(bytes).metadata()).format).toBe('webp');
        const text = bytes.toString('latin1');
        for (const marker of PAYLOAD_MARKERS) expect(text.includes(marker), `${file} still holds ${marker}`).toBe(false);
        // The variant is the whole file: a RIFF container whose declared size covers every byte.
        expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
      }
    });
  });

  it('serves a polyglot product picture back as the clean WebP, never as the bytes sent', async () => {
    const polyglot = POLYGLOTS['a JPEG with an HTML page and script appended'];
    if (!polyglot) throw new Error('no polyglot');
    const created = await points['the product image']?.send(polyglot);
    const product = (await created?.json()) as { data: { image: string } };
    const served = await media(product.data.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const text = Buffer.from(await served.arrayBuffer()).toString('latin1');
    for (const marker of PAYLOAD_MARKERS) expect(text.includes(marker)).toBe(false);
  });
});
