import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../server/test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../server/test/test-db.ts';
import { listProductCards, listProducts, type ProductFilters } from '../server/modules/catalog/catalog.service.ts';
import { ProductImage } from '../server/modules/pieces/entities.ts';
import { cardPage, floorPool, floorRun, fullPage, inlined } from './api-floor-page.ts';

const HOUR = 3_600_000;

// The floor is measured against the app on PostgreSQL only (the bench's database), so it is proved there.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('the API floor on PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const now = new Date();
  const at = (ms: number) => new Date(now.getTime() + ms);
  let pool: pg.Pool;

  beforeAll(async () => {
    const url = db().url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    pool = floorPool(url);
    const em = db().em();
    const details = { condition: 'very_good' as const, brand: "O'Brien", era: '1990s', material: 'wool', pitToPitUm: 520_000, waistUm: 710_500, garmentType: 'tops' as const };
    const gallery = await createTestProduct(em, { name: 'Gallery Coat', description: '<p>wool, 100%</p>', sku: 'UKY-9', isSale: true, dropAt: at(-HOUR), ...details });
    // Out of order, one recorded before its variants were: the page lists them by position.
    for (const position of [2, 0, 1]) {
      em.create(ProductImage, { product: gallery, storageKey: `products/g${position}`, position, width: 600, height: 800, variants: position === 1 ? null : { webp: [400, 800], avif: [400] } });
    }
    await createTestProduct(em, { name: 'Held Jacket', size: 's', withImage: true, holdBuyerKind: 'guest', holdBuyerId: 'V1StGXR8_Z5jdHi6B-myT', holdExpiresAt: at(123_456), dropAt: at(-2 * HOUR) });
    await createTestProduct(em, { name: 'Reserved Shirt', reservedFor: 'Ana', reservedUntil: at(HOUR), queueEndsAt: at(2 * HOUR), isNewArrival: true, dropAt: at(-3 * HOUR), ...details });
    await createTestProduct(em, { name: 'Band Tee \\ 50% off_cut', size: 'l', status: 'Sold', withImage: true, dropAt: at(-4 * HOUR) });
    await createTestProduct(em, { name: 'Draft Dress', dropAt: null });
    await createTestProduct(em, { name: 'Scheduled Skirt', dropAt: at(HOUR) });
    await em.flush();
  });
  afterAll(async () => {
    await pool.end();
  });

  const cases: Partial<ProductFilters>[] = [
    {},
    { per_page: 2, page: 2 },
    { size: 's', hide_sold: true },
    { search: "o'brien" },
    { search: '\\ 50%' },
    { min_condition: 'good', brand: "o'brien", pit_to_pit_min: 50, waist_max: 71.05 },
  ];
  it.each(cases)('answers %j with the JSON the app answers a shopper, full and as cards', async (filters) => {
    const full: ProductFilters = { page: 1, per_page: 24, ...filters };
    const run = floorRun(pool);
    expect(await fullPage(run, full, now)).toEqual(await listProducts(db().em(), full, null, now));
    expect(await cardPage(run, full, now)).toEqual(await listProductCards(db().em(), full, null, now));
  });

  it('writes a statement\'s values into its text as MikroORM does, so PostgreSQL gets the same query', () => {
    const statement = { sql: 'select ? where ? and ? and ?', params: [now, 24, "o'brien \\ 100%", 'plain'] };
    expect(inlined(statement)).toBe(db().orm.em.getPlatform().formatQuery(statement.sql, statement.params));
  });
});
