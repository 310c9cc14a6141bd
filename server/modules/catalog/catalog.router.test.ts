import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../pieces/entities.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';

const HOUR = 60 * 60 * 1000;
const GUEST = 'V1StGXR8_Z5jdHi6B-myT';

describe.each(TEST_DATABASES)('catalog on %s', (kind) => {
  const db = useTestDatabase(kind);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

  beforeAll(async () => {
    const em = db().em();
    await createTestProduct(em, { name: 'Denim Jacket', size: 's', category: 'women', createdAt: day(1), isNewArrival: true });
    await createTestProduct(em, { name: 'Band Tee', size: 'l', category: 'men', createdAt: day(2), isSale: true, status: 'Sold' });
    await createTestProduct(em, { name: 'Silk Dress', size: 's', category: 'women', createdAt: day(3), isSale: true, description: '<p>Bias-cut CHAMPAGNE silk</p>' });
    await createTestProduct(em, { name: '100% Wool Coat', size: 'xl', category: 'men', createdAt: day(4), status: 'Pending' });
    await createTestProduct(em, { name: 'Corduroy Pants', size: 'm', category: 'men', createdAt: day(5), isNewArrival: true, status: 'Sold' });
  });

  const names = (result: { data: { name: string }[] }) => result.data.map((product) => product.name);

  it('lists the pieces on sale first, then Pending ones, Sold pieces last, newest first within each group', async () => {
    const result = await callerFor(db().em()).catalog.list({});
    expect(names(result)).toEqual(['Silk Dress', 'Denim Jacket', '100% Wool Coat', 'Corduroy Pants', 'Band Tee']);
    expect(result.meta).toEqual({ page: 1, per_page: 24, total: 5, last_page: 1 });
  });

  it.each([
    [{ size: 's' as const }, ['Silk Dress', 'Denim Jacket']],
    [{ category: 'men' as const }, ['100% Wool Coat', 'Corduroy Pants', 'Band Tee']],
    [{ hide_sold: true }, ['Silk Dress', 'Denim Jacket', '100% Wool Coat']],
    [{ is_new_arrival: true }, ['Denim Jacket', 'Corduroy Pants']],
    [{ is_sale: true }, ['Silk Dress', 'Band Tee']],
    [{ is_sale: true, hide_sold: true }, ['Silk Dress']],
    [{ search: 'DENIM' }, ['Denim Jacket']],
    [{ search: 'champagne' }, ['Silk Dress']],
    [{ search: '100%' }, ['100% Wool Coat']],
    [{ search: '%' }, ['100% Wool Coat']],
    [{ search: 'nothing like this' }, []],
  ])('filters by %j', async (filters, expected) => {
    expect(names(await callerFor(db().em()).catalog.list(filters))).toEqual(expected);
  });

  it('pages through the list without gaps or repeats', async () => {
    const caller = callerFor(db().em());
    const pages = await Promise.all([1, 2, 3].map((page) => caller.catalog.list({ page, per_page: 2 })));
    expect(pages.flatMap(names)).toEqual(names(await caller.catalog.list({})));
    expect(pages[2]?.meta).toEqual({ page: 3, per_page: 2, total: 5, last_page: 3 });
  });

  it('refuses an unknown size and an oversized page with field errors', async () => {
    const error = await callerFor(db().em())
      .catalog.list({ size: 'huge' as 's', per_page: 1000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('reads a live hold as OnHold, an expired one as Available, and names only the caller’s own hold', async () => {
    const em = db().em();
    const live = await createTestProduct(em, {
      holdBuyerKind: 'guest',
      holdBuyerId: GUEST,
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    const expired = await createTestProduct(em, {
      holdBuyerKind: 'guest',
      holdBuyerId: GUEST,
      holdExpiresAt: new Date(Date.now() - HOUR),
    });
    const holder = await callerFor(db().em(), { guestIdHeader: GUEST }).catalog.byId({ id: live.id });
    expect(holder).toMatchObject({ status: 'OnHold', onhold_by_type: 'guest', onhold_by_id: GUEST });
    const stranger = await callerFor(db().em()).catalog.byId({ id: live.id });
    expect(stranger).toMatchObject({ status: 'OnHold', onhold_by_type: 'guest', onhold_by_id: null });
    const lapsed = await callerFor(db().em(), { guestIdHeader: GUEST }).catalog.byId({ id: expired.id });
    expect(lapsed).toMatchObject({ status: 'Available', onhold_by_type: null, onhold_by_id: null, hold_expires_at: null });
    await db().em().nativeDelete(Product, { id: { $in: [live.id, expired.id] } });
  });

  it('answers a missing product with NOT_FOUND', async () => {
    const error = await callerFor(db().em())
      .catalog.byId({ id: 999_999 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('shows at most 8 new drops, only pieces a shopper can buy now', async () => {
    const em = db().em();
    const created = [];
    for (let index = 0; index < 9; index++) {
      created.push(await createTestProduct(em, { name: `Drop ${index}`, isNewArrival: true, createdAt: day(100 + index) }));
    }
    const held = await createTestProduct(em, {
      name: 'Held Drop',
      isNewArrival: true,
      createdAt: day(200),
      holdBuyerKind: 'user',
      holdBuyerId: '1',
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    const drops = await callerFor(db().em()).catalog.newDrops();
    expect(drops).toHaveLength(8);
    expect(drops.map((drop) => drop.name)).toEqual(['Drop 8', 'Drop 7', 'Drop 6', 'Drop 5', 'Drop 4', 'Drop 3', 'Drop 2', 'Drop 1']);
    expect(drops.every((drop) => drop.status === 'Available')).toBe(true);
    await db().em().nativeDelete(Product, { id: { $in: [...created.map((product) => product.id), held.id] } });
  });

  it('sees the same catalogue as a signed-in user', async () => {
    const { user } = await createTestUser(db().em());
    expect(names(await callerFor(db().em(), { user }).catalog.list({ hide_sold: true }))).toEqual([
      'Silk Dress',
      'Denim Jacket',
      '100% Wool Coat',
    ]);
  });
});
