import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_IMAGE_VARIANTS } from '../../../shared/images.ts';
import { storeProductImageVariants } from '../../images/product-image-variants.ts';
import { adminCallerFor, photoFile, pictureFile } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { ProductImage } from '../pieces/entities.ts';

async function storedFiles(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'products')).catch(() => [])).sort();
}

describe.each(TEST_DATABASES)('product photos on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('keeps the owner’s order of saved photos and new uploads, and the one chosen as main, through two saves', async () => {
    const { caller } = await adminCallerFor(db().em());
    const created = await caller.admin.products.create({
      name: 'Chore Coat',
      price: 1500,
      size: 'l',
      image: await photoFile(1600, 'front.jpg'),
      additional_images: [await pictureFile('back.png', '#222222'), await pictureFile('tag.png', '#333333')],
    });
    const [front, back, tag] = created.photos.map((photo) => photo.key);
    expect(created.photos[0]?.variants.webp).toEqual([400, 800, 1200, 1600]);
    expect(created.photos[0]?.variants.avif).toContain(1600);
    // A 120 px picture: the two widths every image has, and no AVIF (larger than its WebP for a flat colour).
    expect(created.photos[1]?.variants).toEqual({ webp: [400, 800], avif: [] });

    // The tag made main; two new photos placed between the saved ones, the second new one first.
    const reordered = await caller.admin.products.update({
      id: created.id,
      name: 'Chore Coat',
      price: 1500,
      size: 'l',
      existing_image: tag ?? '',
      existing_additional_images: JSON.stringify(['additional_images[1]', front, 'additional_images[0]', back]),
      additional_images: [await pictureFile('cuff.png', '#444444'), await pictureFile('lining.png', '#555555')],
    });
    const keys = reordered.photos.map((photo) => photo.key);
    expect(keys).toHaveLength(5);
    const [cuff, lining] = [keys[3], keys[1]];
    expect(keys).toEqual([tag, lining, front, cuff, back]);
    expect(new Set(keys).size).toBe(5);

    // The form sends back what it was given: the order holds, and so does every photo's record of its variants.
    const [main, ...rest] = keys;
    const saved = await caller.admin.products.update({
      id: created.id,
      name: 'Chore Coat',
      price: 1500,
      size: 'l',
      existing_image: main ?? '',
      existing_additional_images: JSON.stringify(rest),
    });
    expect(saved.photos).toEqual(reordered.photos);
    const shown = await callerFor(db().em()).catalog.byId({ id: created.id });
    expect(shown.photos.map((photo) => photo.key)).toEqual(keys);
    expect(shown.photos[2]?.variants).toEqual(created.photos[0]?.variants);
  });

  it('refuses a place for an upload that was not sent, and leaves nothing stored', async () => {
    const { caller, root } = await adminCallerFor(db().em());
    const created = await caller.admin.products.create({ name: 'Vest', price: 400, size: 's', image: await pictureFile() });
    const before = await storedFiles(root);
    await expect(
      caller.admin.products.update({
        id: created.id,
        name: 'Vest',
        price: 400,
        size: 's',
        existing_image: created.photos[0]?.key ?? '',
        existing_additional_images: JSON.stringify(['additional_images[1]']),
        additional_images: [await pictureFile('one.png')],
      }),
    ).rejects.toThrow();
    expect(await storedFiles(root)).toEqual(before);
  });

  it('deleting a product removes every variant of its photos, AVIF and detail widths too', async () => {
    const { caller, root } = await adminCallerFor(db().em());
    const created = await caller.admin.products.create({ name: 'Parka', price: 900, size: 'm', image: await photoFile(1600) });
    const { webp, avif } = created.photos[0]?.variants ?? LEGACY_IMAGE_VARIANTS;
    expect(await storedFiles(root)).toHaveLength(webp.length + avif.length);
    await caller.admin.products.delete({ id: created.id });
    expect(await storedFiles(root)).toEqual([]);
  });

  it('lists and shows an image stored before variants were recorded as its two WebP widths', async () => {
    const legacy = await createTestProduct(db().em(), { name: 'Old Piece', withImage: true });
    const caller = callerFor(db().em());
    const card = (await caller.catalog.list({ search: 'Old Piece' })).data.find((product) => product.id === legacy.id);
    expect(card?.photos[0]?.variants).toEqual({ webp: [400, 800], avif: [] });
    const listed = (await caller.catalog.listFull({ search: 'Old Piece' })).data.find((product) => product.id === legacy.id);
    expect(listed?.photos[0]?.variants).toEqual({ webp: [400, 800], avif: [] });
    expect(listed?.image).toMatch(/^\/media\/products\/test\d+-800\.webp$/);
    expect((await caller.catalog.byId({ id: legacy.id })).photos[0]?.variants).toEqual(LEGACY_IMAGE_VARIANTS);
  });

  it('serves AVIF variants as image/avif, preloads the AVIF source on the product page, and paints it first', async () => {
    const { app, storage } = await createTestApp(db());
    const stored = await storeProductImageVariants(storage, Buffer.from(await (await photoFile(1600)).arrayBuffer()), 'image');
    const avif = await app.request(`/media/${stored.key}-1600.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const em = db().em();
    const product = await createTestProduct(em, { name: 'Sharp Piece' });
    em.create(ProductImage, { product, storageKey: stored.key, position: 0, width: 1600, height: 1600, variants: stored.variants });
    await em.flush();
    const html = await (await app.request(`/product/${product.id}`)).text();
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`/media/${stored.key}-1600.avif 1600w`);
    expect(preload).toContain('imagesizes="(min-width: 992px) 560px, 100vw"');
    // The first paint's <source> offers the same srcset and sizes, so the preloaded file is the one used.
    const srcset = /imagesrcset="([^"]*)"/.exec(preload)?.[1];
    expect(html).toContain(`<source type="image/avif" srcset="${srcset}" sizes="(min-width: 992px) 560px, 100vw" />`);
  });
});
