import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoFile, pictureFile, temporaryStorage } from '../test/admin-fixtures.ts';
import { deleteProductImageVariants, productImageWidths, storeProductImageVariants } from './product-image-variants.ts';

async function bytesOf(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}

/** The stored files of one image, by name (`<id>-<width>.<format>`), with their bytes. */
async function variantFiles(root: string, key: string): Promise<Map<string, Buffer>> {
  const id = path.basename(key);
  const names = (await readdir(path.join(root, 'products'))).filter((name) => name.startsWith(`${id}-`));
  const files = await Promise.all(names.map(async (name) => [name.slice(id.length + 1), await readFile(path.join(root, 'products', name))] as const));
  return new Map(files);
}

describe('product image variants', () => {
  it('makes the card width, every detail width up to the source, and never enlarges', () => {
    expect(productImageWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(productImageWidths(1400)).toEqual([400, 800, 1200]);
    expect(productImageWidths(1000)).toEqual([400, 800]);
    // 400 and 800 always exist (cards, mail thumbnails, older readers), at most the source's size.
    expect(productImageWidths(300)).toEqual([400, 800]);
  });

  it('stores a 1600 px crop as WebP at 400, 800, 1200 and 1600 px, each larger than the last, and AVIF only where smaller', async () => {
    const { storage, root } = await temporaryStorage();
    const stored = await storeProductImageVariants(storage, await bytesOf(await photoFile(1600)), 'image');

    expect(stored).toMatchObject({ width: 1600, height: 1600 });
    expect(stored.variants.webp).toEqual([400, 800, 1200, 1600]);
    const files = await variantFiles(root, stored.key);
    expect([...files.keys()].sort()).toEqual(
      [...stored.variants.webp.map((width) => `${width}.webp`), ...stored.variants.avif.map((width) => `${width}.avif`)].sort(),
    );
    let previous = 0;
    for (const width of stored.variants.webp) {
      const webp = files.get(`${width}.webp`) ?? Buffer.alloc(0);
      expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width, height: width });
      expect(webp.length).toBeGreaterThan(previous);
      previous = webp.length;
    }
    // Whether AVIF pays depends on the picture and the width: this one's fine weave keeps it at 1600 px.
    expect(stored.variants.avif).toContain(1600);
    for (const width of stored.variants.avif) {
      const avif = files.get(`${width}.avif`) ?? Buffer.alloc(0);
      expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', width, height: width });
      expect(avif.length).toBeLessThan(files.get(`${width}.webp`)?.length ?? 0);
    }
    // The phone's LCP picture (800 px) stays within design.md §5's 150 kB, in either format.
    expect(files.get('800.webp')?.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('keeps no AVIF that would be larger than its WebP, as for a flat colour', async () => {
    const { storage, root } = await temporaryStorage();
    const stored = await storeProductImageVariants(storage, await bytesOf(await pictureFile('flat.png')), 'image');
    expect(stored.variants).toEqual({ webp: [400, 800], avif: [] });
    expect([...(await variantFiles(root, stored.key)).keys()].sort()).toEqual(['400.webp', '800.webp']);
  });

  it('does not enlarge a small crop: its 800 variant is the crop’s own size, and no detail width is made', async () => {
    const { storage, root } = await temporaryStorage();
    const stored = await storeProductImageVariants(storage, await bytesOf(await photoFile(1000)), 'image');
    expect(stored.variants.webp).toEqual([400, 800]);
    const files = await variantFiles(root, stored.key);
    expect(await sharp(files.get('800.webp')).metadata()).toMatchObject({ width: 800 });
    const small = await storeProductImageVariants(storage, await bytesOf(await photoFile(600)), 'image');
    expect(await sharp((await variantFiles(root, small.key)).get('800.webp')).metadata()).toMatchObject({ width: 600 });
  });

  it('removes every variant of an image, whatever formats and widths it had', async () => {
    const { storage, root } = await temporaryStorage();
    const stored = await storeProductImageVariants(storage, await bytesOf(await photoFile(1600)), 'image');
    await deleteProductImageVariants(storage, stored.key);
    expect((await variantFiles(root, stored.key)).size).toBe(0);
    await expect(stat(path.join(root, 'products'))).resolves.toBeTruthy();
  });
});
