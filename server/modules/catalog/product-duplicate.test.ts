import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCallerFor, pictureFile } from '../../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { copyName } from './product-duplicate.service.ts';

async function storedFiles(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'products')).catch(() => [])).sort();
}

describe('a duplicate’s name', () => {
  it('says it is a copy, cut so the whole name fits its 200 characters', () => {
    expect(copyName("Levi's 501")).toBe("Levi's 501 (copy)");
    const long = copyName('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});

describe.each(TEST_DATABASES)('duplicating a piece on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('makes a Draft with the piece’s words, price, details and photos of its own, and no SKU', async () => {
    const { caller, root } = await adminCallerFor(db().em());
    const source = await caller.admin.products.create({
      name: 'Barn Jacket',
      sku: `UK-${Date.now()}`,
      description: '<p>Waxed cotton, corduroy collar.</p>',
      price: 2450,
      size: 'l',
      visibility: 'live',
      garment_type: 'outerwear',
      brand: 'Carhartt',
      condition: 'excellent',
      image: await pictureFile('front.png', '#6b4f2a'),
      additional_images: [await pictureFile('back.png', '#222222')],
    });
    const filesBefore = await storedFiles(root);

    const copy = await caller.admin.products.duplicate({ id: source.id });
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Barn Jacket (copy)',
      sku: null,
      description: source.description,
      price: source.price,
      size: 'l',
      visibility: 'draft',
      garment_type: 'outerwear',
      brand: 'Carhartt',
      condition: 'excellent',
    });
    // The same pictures, in the same order, under keys of the copy's own.
    expect(copy.photos.map((photo) => photo.variants)).toEqual(source.photos.map((photo) => photo.variants));
    expect(copy.photos.map((photo) => photo.key).some((key) => source.photos.some((photo) => photo.key === key))).toBe(false);
    const filesAfter = await storedFiles(root);
    expect(filesAfter).toHaveLength(filesBefore.length * 2);

    // Deleting the piece leaves the copy's photos where they are.
    await caller.admin.products.delete({ id: source.id });
    const left = await storedFiles(root);
    expect(left).toEqual(filesAfter.filter((file) => !filesBefore.includes(file)));
    expect((await caller.admin.products.byId({ id: copy.id })).photos).toEqual(copy.photos);
  });

  it('answers Product not found for a piece that is not there', async () => {
    const { caller } = await adminCallerFor(db().em());
    await expect(caller.admin.products.duplicate({ id: 999_999 })).rejects.toThrow('Product not found');
  });
});
