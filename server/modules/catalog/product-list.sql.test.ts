import { raw } from '@mikro-orm/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { listProductCards, listProducts, toProductCard, toProductOutput, type ProductFilters } from './catalog.service.ts';
import { Product, ProductImage } from '../pieces/entities.ts';

const GUEST: Buyer = { kind: 'guest', id: 'V1StGXR8_Z5jdHi6B-myT' };
const ON_SALE_FIRST = raw((alias: string) => `case when ${alias}.status = 'Sold' then 2 when ${alias}.status = 'Pending' then 1 else 0 end`);

/** The catalogue as the entity path read it before it was written as SQL: what the rows must still give. */
async function throughEntities(em: Em, filters: ProductFilters, viewer: Buyer | null, now: Date) {
  const where = {
    ...(filters.size && { size: filters.size }),
    ...(filters.category && { category: filters.category }),
    ...(filters.hide_sold && { status: { $ne: 'Sold' as const } }),
    ...(filters.is_new_arrival && { isNewArrival: true }),
    ...(filters.is_sale && { isSale: true }),
    ...(filters.search && {
      $or: [{ name: { $ilike: containsPattern(filters.search) } }, { description: { $ilike: containsPattern(filters.search) } }],
    }),
  };
  const [products, total] = await em.findAndCount(Product, where, {
    populate: ['images'],
    orderBy: [{ [ON_SALE_FIRST]: 'asc' }, { dropAt: 'desc' }, { id: 'desc' }],
    limit: filters.per_page,
    offset: (filters.page - 1) * filters.per_page,
  });
  return { data: products.map((product) => toProductOutput(product, viewer, now)), cards: products.map((product) => toProductCard(product, viewer, now)), total };
}

describe.each(TEST_DATABASES)('the catalogue page as SQL on %s', (kind) => {
  const db = useTestDatabase(kind);
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  beforeAll(async () => {
    const em = db().em();
    // Same creation time for two pieces: only the id orders them.
    await createTestProduct(em, { name: 'Denim 50% off_cut', size: 's', category: 'women', createdAt: at(-60), isSale: true, withImage: true });
    await createTestProduct(em, { name: 'Band Tee', size: 'l', category: 'men', createdAt: at(-60), status: 'Sold', withImage: true });
    await createTestProduct(em, { name: 'Held Jacket', size: 's', createdAt: at(-30), holdBuyerKind: 'guest', holdBuyerId: GUEST.id, holdExpiresAt: new Date(now.getTime() + 123_456) });
    await createTestProduct(em, { name: 'Lapsed Hold', size: 'm', createdAt: at(-20), holdBuyerKind: 'user', holdBuyerId: '7', holdExpiresAt: at(-1), isNewArrival: true });
    // The newest piece, but Pending: it follows every piece on sale.
    await createTestProduct(em, { name: 'Paid-for Polo', size: 'm', createdAt: at(-5), status: 'Pending', isNewArrival: true });
    const gallery = await createTestProduct(em, { name: 'Gallery Coat', category: 'men', createdAt: at(-10), description: '<p>wool, 100%</p>', sku: 'UKY-9' });
    // Written out of order: the page lists them by position.
    for (const position of [2, 0, 1]) em.create(ProductImage, { product: gallery, storageKey: `products/g${position}`, position, width: 600 + position, height: 800 });
    await em.flush();
  });

  const cases: Partial<ProductFilters>[] = [
    {},
    { size: 's' },
    { category: 'men', hide_sold: true },
    { is_new_arrival: true },
    { is_sale: true },
    { search: '50%' },
    { search: 'off_cut' },
    { search: 'WOOL' },
    { search: "o'brien" },
    { per_page: 2, page: 2 },
    { per_page: 2, page: 9 },
  ];
  it.each(cases)('gives what the entities gave for %j, as products and as cards', async (filters) => {
    const full: ProductFilters = { page: 1, per_page: 24, ...filters };
    for (const viewer of [null, GUEST]) {
      const expected = await throughEntities(db().em(), full, viewer, now);
      const actual = await listProducts(db().em(), full, viewer, now);
      expect(actual.data).toEqual(expected.data);
      expect(actual.meta.total).toBe(expected.total);
      const cards = await listProductCards(db().em(), full, viewer, now);
      expect(cards.data).toEqual(expected.cards);
      expect(cards.meta).toEqual(actual.meta);
    }
  });

  it('reads the hold time to the millisecond and names the holder only to them', async () => {
    const page = await listProducts(db().em(), { page: 1, per_page: 24, search: 'Held Jacket' }, GUEST, now);
    expect(page.data[0]).toMatchObject({ status: 'OnHold', onhold_by_id: GUEST.id, hold_expires_at: new Date(now.getTime() + 123_456).toISOString() });
  });

  it('lists the pieces on sale first, then Pending ones, and Sold ones last', async () => {
    const page = await listProductCards(db().em(), { page: 1, per_page: 24 }, null, now);
    expect(page.data.map((piece) => piece.status)).toEqual(['Available', 'Available', 'OnHold', 'Available', 'Pending', 'Sold']);
  });
});
