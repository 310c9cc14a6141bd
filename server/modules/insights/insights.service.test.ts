import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { holdCart } from '../pieces/pieces.ts';
import { Drop, HoldStart } from '../pieces/entities.ts';
import { insightsCsv } from './insights-csv.ts';
import { readInsights } from './insights.service.ts';

/** Noon in Manila on 15 June 2030: today began at 16:00 UTC the day before. */
const NOW = new Date('2030-06-15T04:00:00Z');
const at = (iso: string) => new Date(iso);

/**
 * A small shop whose every figure is worked out by hand below. Amounts in centavos; each order adds
 * ₱80 shipping (createTestOrder). Times are UTC; Manila is eight hours ahead.
 */
async function fixtureShop(em: Em) {
  const piece = (fields: Parameters<typeof createTestProduct>[1]) => createTestProduct(em, fields);
  // Sold today (00:30 Manila), four days after it was listed.
  const a = await piece({ brand: "Levi's", size: 'm', garmentType: 'tops', priceCentavos: 100_000, createdAt: at('2030-06-10T16:30:00Z') });
  // Sold yesterday at 23:30 Manila: in the 7 days, not today. Listed 13 days before.
  const b = await piece({ brand: "levi's", size: 'l', garmentType: 'bottoms', priceCentavos: 50_000, createdAt: at('2030-06-01T15:30:00Z') });
  const x = em.create(Drop, { slug: `drop-x-${nanoid(6).toLowerCase()}`, name: 'June Denim', dropAt: at('2030-06-04T15:30:00Z') });
  // Made before its drop: listed when the drop opened, ten days before it sold with b.
  const c = await piece({ brand: 'Uniqlo', size: 'm', garmentType: 'dresses', priceCentavos: 70_000, createdAt: at('2030-06-01T15:30:00Z'), drop: x, dropAt: x.dropAt });
  // Marked sold a quarter of an hour after the drop opened.
  await piece({ status: 'Sold', markedSoldAt: at('2030-06-04T15:45:00Z'), drop: x, dropAt: x.dropAt });
  // Sold 20 days ago, six days after listing; no brand, no garment type.
  const d = await piece({ size: 'xl', priceCentavos: 30_000, createdAt: at('2030-05-20T00:00:00Z') });
  // Sold 40 days ago: outside every span.
  const e = await piece({ brand: 'Uniqlo', size: 's', createdAt: at('2030-04-01T00:00:00Z') });
  const f = await piece({ priceCentavos: 50_000 });
  const h = await piece({ priceCentavos: 50_000 });
  const late = await piece({ brand: 'Uniqlo' });
  const y = em.create(Drop, { slug: `drop-y-${nanoid(6).toLowerCase()}`, name: 'Sweater Weather', dropAt: at('2030-06-12T04:00:00Z') });
  // Held by someone now, bought by no one.
  const y1 = await piece({
    drop: y,
    dropAt: y.dropAt,
    holdBuyerKind: 'user',
    holdBuyerId: '3',
    holdStartedAt: at('2030-06-15T03:50:00Z'),
    holdExpiresAt: at('2030-06-15T04:20:00Z'),
  });
  const y2 = await piece({ drop: y, dropAt: y.dropAt });
  // Neither a cancelled drop nor one still to open is among the opened drops.
  em.create(Drop, { slug: `drop-z-${nanoid(6).toLowerCase()}`, name: 'Cancelled', dropAt: at('2030-06-13T04:00:00Z'), cancelledAt: at('2030-06-12T04:00:00Z') });
  em.create(Drop, { slug: `drop-w-${nanoid(6).toLowerCase()}`, name: 'Coming', dropAt: at('2030-06-20T04:00:00Z') });
  await em.flush();

  await createTestOrder(em, { products: [a], status: 'approved', createdAt: at('2030-06-14T16:30:00Z') });
  await createTestOrder(em, { products: [b, c], status: 'shipped', createdAt: at('2030-06-14T15:30:00Z') });
  await createTestOrder(em, { products: [d], status: 'delivered', createdAt: at('2030-05-26T00:00:00Z') });
  await createTestOrder(em, { products: [e], status: 'delivered', createdAt: at('2030-05-06T00:00:00Z') });
  await createTestOrder(em, { products: [f], status: 'pending', createdAt: at('2030-06-15T01:10:00Z') });
  await createTestOrder(em, { products: [y2], status: 'cancelled', createdAt: at('2030-06-15T02:00:00Z') });
  await createTestOrder(em, { products: [h], status: 'awaiting_payment_fix', createdAt: at('2030-06-13T00:00:00Z') });
  // Placed after the question: counted nowhere.
  await createTestOrder(em, { products: [late], status: 'approved', createdAt: at('2030-06-15T05:00:00Z') });

  const hold = (product: { id: number }, buyerId: string, startedAt: string) =>
    em.create(HoldStart, { product: product.id, buyerKind: 'user', buyerId, startedAt: at(startedAt) });
  hold(a, '1', '2030-06-14T16:20:00Z'); // today; its piece was ordered and paid 10 minutes later
  hold(f, '2', '2030-06-15T01:00:00Z'); // today; ordered, not paid yet: ended, neither paid nor lapsed
  hold(y1, '4', '2030-06-15T02:00:00Z'); // today; no order, over: lapsed
  hold(y1, '3', '2030-06-15T03:50:00Z'); // today; still running
  hold(b, '5', '2030-06-14T15:00:00Z'); // yesterday; paid
  hold(e, '6', '2030-05-01T00:00:00Z'); // before the 30 days
  await em.flush();
}

const dayRow = (day: string, orders: number, revenueCentavos: number) => ({ day, orders, revenueCentavos });

describe.each(TEST_DATABASES)('the owner’s insights on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('match a fixture shop worked out by hand, on Manila days, on screen and in the CSV', async () => {
    await fixtureShop(db().em());
    const insights = await readInsights(db().em(), NOW);

    expect(insights.spans).toEqual([
      {
        span: 'today',
        from: '2030-06-14T16:00:00.000Z',
        orders: 1,
        revenueCentavos: 108_000,
        piecesSold: 1,
        averageDaysToSell: 4,
        holdsStarted: 4,
        holdsPaid: 1,
        holdsLapsed: 1,
        holdToPaid: 1 / 3,
      },
      {
        span: 'week',
        from: '2030-06-08T16:00:00.000Z',
        orders: 2,
        revenueCentavos: 108_000 + 128_000,
        piecesSold: 3,
        averageDaysToSell: (4 + 13 + 10) / 3,
        holdsStarted: 5,
        holdsPaid: 2,
        holdsLapsed: 1,
        holdToPaid: 2 / 4,
      },
      {
        span: 'month',
        from: '2030-05-16T16:00:00.000Z',
        orders: 3,
        revenueCentavos: 108_000 + 128_000 + 38_000,
        piecesSold: 4,
        averageDaysToSell: (4 + 13 + 10 + 6) / 4,
        holdsStarted: 5,
        holdsPaid: 2,
        holdsLapsed: 1,
        holdToPaid: 2 / 4,
      },
    ]);
    expect({ orders: insights.pendingOrders, value: insights.pendingCentavos }).toEqual({ orders: 2, value: 2 * 58_000 });

    expect(insights.days).toHaveLength(30);
    expect(insights.days[0]?.day).toBe('2030-05-17');
    expect(insights.days.filter((day) => day.orders > 0)).toEqual([dayRow('2030-05-26', 1, 38_000), dayRow('2030-06-14', 1, 128_000), dayRow('2030-06-15', 1, 108_000)]);
    expect(insights.days.at(-1)?.day).toBe('2030-06-15');

    expect(insights.drops.map(({ name, pieces, sold, minutesToSellOut }) => ({ name, pieces, sold, minutesToSellOut }))).toEqual([
      // Its held piece is not sold, nor the one whose order was cancelled.
      { name: 'Sweater Weather', pieces: 2, sold: 0, minutesToSellOut: null },
      // Sold out when c sold, ten days after the opening.
      { name: 'June Denim', pieces: 2, sold: 2, minutesToSellOut: 10 * 24 * 60 },
    ]);

    // Brands alike but for their case are one; the prices of the pieces, not the orders' totals.
    expect(insights.brands).toEqual([
      { name: "Levi's", pieces: 2, revenueCentavos: 150_000 },
      { name: 'Uniqlo', pieces: 1, revenueCentavos: 70_000 },
    ]);
    expect(insights.sizes).toEqual([
      { name: 'M', pieces: 2, revenueCentavos: 170_000 },
      { name: 'L', pieces: 1, revenueCentavos: 50_000 },
      { name: 'XL', pieces: 1, revenueCentavos: 30_000 },
    ]);
    expect(insights.garmentTypes.map((row) => [row.name, row.pieces, row.revenueCentavos])).toEqual([
      ['Tops', 1, 100_000],
      ['Dresses', 1, 70_000],
      ['Bottoms', 1, 50_000],
    ]);

    const { filename, csv } = insightsCsv(insights);
    expect(filename).toBe('ukay-insights-2030-06-15.csv');
    const lines = (await csv.toArray()).join('').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      'Figure (as of 2030-06-15 12:00 Manila),Today,7 days,30 days',
      'Paid orders,1,2,3',
      'Revenue (PHP),1080.00,2360.00,2740.00',
      'Pieces sold,1,3,4',
      'Average days to sell,4,9,8.3',
      'Holds started,4,5,5',
      'Holds paid,1,2,2',
      'Holds lapsed,1,1,1',
      'Hold to paid (%),33.3,50,50',
    ]);
    expect(lines).toContain('Now,2,1160.00');
    expect(lines).toContain('2030-06-14,1,1280.00');
    expect(lines).toContain('June Denim,2030-06-04 23:30,2,2,100,14400');
    expect(lines).toContain('Sweater Weather,2030-06-12 12:00,2,0,0,');
    expect(lines).toContain("Levi's,2,1500.00");
  });

  it('records a hold once when it begins, not again when its buyer renews it', async () => {
    const em = db().em();
    const buyer: Buyer = { kind: 'guest', id: nanoid() };
    const piece = await createTestProduct(em);
    await callerFor(db().em(), { guestIdHeader: buyer.id }).cart.add({ product_id: piece.id });
    const begun = new Date();
    await holdCart(db().em(), buyer, { address: '203.0.113.90' }, begun);
    await holdCart(db().em(), buyer, { address: '203.0.113.90' }, new Date(begun.getTime() + 60_000));
    const starts = await db().em().find(HoldStart, { product: piece.id });
    expect(starts.map((start) => [start.buyerKind, start.buyerId, start.startedAt.toISOString()])).toEqual([['guest', buyer.id, begun.toISOString()]]);
  });
});
