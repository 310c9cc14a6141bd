import { beforeAll, describe, expect, it } from 'vitest';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** The `<link rel="preload" as="image">` tags of a page. */
function imagePreloads(html: string): string[] {
  return html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
}

describe.each(TEST_DATABASES)('largest picture preloaded with the HTML on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;

  beforeAll(async () => {
    const em = db().em();
    productId = (await createTestProduct(em, { name: 'Capiz Shell Blouse', withImage: true })).id;
    em.create(HeroSlide, { title: 'Hidden', viewType: 'mobile', order: 0, isActive: false, imageKey: 'slides/hidden' });
    em.create(HeroSlide, { title: 'Phone first', viewType: 'mobile', order: 1, imageKey: 'slides/phone-1' });
    em.create(HeroSlide, { title: 'Phone second', viewType: 'mobile', order: 2, imageKey: 'slides/phone-2' });
    em.create(HeroSlide, { title: 'Wide first', viewType: 'desktop', order: 1, imageKey: 'slides/wide-1' });
    await em.flush();
  });

  it('preloads the first hero slide of each view type on the home page, for its own screens, compressed', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(imagePreloads(html)).toEqual([
      '<link rel="preload" as="image" imagesrcset="/media/slides/phone-1-540.webp 540w, /media/slides/phone-1-1080.webp 1080w" imagesizes="100vw" media="(max-width: 767.98px)" fetchpriority="high" />',
      '<link rel="preload" as="image" imagesrcset="/media/slides/wide-1-800.webp 800w, /media/slides/wide-1-1600.webp 1600w" imagesizes="100vw" media="(min-width: 768px)" fetchpriority="high" />',
    ]);
    expect(html).toContain('<div id="root"><div class="first-paint" aria-hidden="true" inert>');
  });

  it('preloads a product’s main picture on its page, with the sizes the gallery uses', async () => {
    const { app } = await createTestApp(db());
    const html = await (await app.request(`/product/${productId}`)).text();
    const [preload, ...others] = imagePreloads(html);
    expect(others).toEqual([]);
    expect(preload).toMatch(
      /^<link rel="preload" as="image" imagesrcset="\/media\/products\/test\d+-400\.webp 400w, \/media\/products\/test\d+-800\.webp 800w" imagesizes="\(min-width: 992px\) 560px, 100vw" fetchpriority="high" \/>$/,
    );
  });
});
