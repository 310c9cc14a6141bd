import { beforeAll, describe, expect, it } from 'vitest';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { ensureDefaultSettings } from '../modules/settings/settings.service.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('REST storefront on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;

  beforeAll(async () => {
    const em = db().em();
    productId = (await createTestProduct(em, { name: 'Harrington Jacket', size: 'l', priceCentavos: 175_050, withImage: true })).id;
    await createTestProduct(em, { name: 'Sold Tee', status: 'Sold' });
    em.create(Announcement, { text: 'Second', displayOrder: 2 });
    em.create(Announcement, { text: 'Hidden', displayOrder: 0, isActive: false });
    em.create(Announcement, { text: 'First', displayOrder: 1, buttonText: 'Shop', buttonLink: '/new' });
    em.create(HeroSlide, { title: 'Mobile', viewType: 'mobile', order: 0, imageKey: 'slides/m' });
    em.create(HeroSlide, { title: 'Desktop B', viewType: 'desktop', order: 2, imageKey: 'slides/b' });
    em.create(HeroSlide, { title: 'Desktop A', viewType: 'desktop', order: 1, imageKey: 'slides/a' });
    em.create(HeroSlide, { title: 'Off', viewType: 'desktop', order: 0, isActive: false, imageKey: 'slides/off' });
    await em.flush();
    await ensureDefaultSettings(em);
  });

  it('GET /api/products lists with filters from the query string, skipping empty ones', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/api/products?hide_sold=true&size=&search=');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string; price: number; size: string; image: string }[]; meta: unknown };
    expect(body.data.map((product) => product.name)).toEqual(['Harrington Jacket']);
    expect(body.data[0]).toMatchObject({ price: 1750.5, size: 'l', image: expect.stringMatching(/^\/media\/products\/.+-800\.webp$/) as unknown });
    expect(body.meta).toEqual({ page: 1, per_page: 24, total: 1, last_page: 1 });
  });

  it('GET /api/products refuses a bad filter with 422 and field errors', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/api/products?size=huge&page=0');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['page', 'size']);
  });

  it('GET /api/products/{id} answers the product, or 404', async () => {
    const { app } = await createTestApp(db());
    const found = await app.request(`/api/products/${productId}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ data: { id: productId, name: 'Harrington Jacket', status: 'Available' } });
    const missing = await app.request('/api/products/987654');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Product not found' });
  });

  it('GET /api/announcements answers active ones in display order', async () => {
    const { app } = await createTestApp(db());
    const body = (await (await app.request('/api/announcements')).json()) as { data: { text: string; button_link: string | null }[] };
    expect(body.data.map((announcement) => announcement.text)).toEqual(['First', 'Second']);
    expect(body.data[0]?.button_link).toBe('/new');
  });

  it('GET /api/hero-carousel answers active slides desktop first, and the interval', async () => {
    const { app } = await createTestApp(db());
    const body = (await (await app.request('/api/hero-carousel')).json()) as {
      carousels: { title: string; image_url: string }[];
      interval: number;
    };
    expect(body.carousels.map((slide) => slide.title)).toEqual(['Desktop A', 'Desktop B', 'Mobile']);
    expect(body.carousels[0]?.image_url).toBe('/media/slides/a-1600.webp');
    expect(body.interval).toBe(5000);
  });

  it('GET /api/settings answers the public settings with numbers parsed', async () => {
    const em = db().em();
    await em.nativeUpdate(Setting, { key: 'delivery_fee_ncr' }, { value: '95' });
    const { app } = await createTestApp(db());
    const body = (await (await app.request('/api/settings')).json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ delivery_fee_ncr: 95, delivery_fee_outside_ncr: 120, free_delivery_threshold: 0, product_hold_duration: 30 });
  });
});
