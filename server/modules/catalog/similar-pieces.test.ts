import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import type { Product } from '../pieces/entities.ts';

const HOUR = 60 * 60 * 1000;
const cm = (centimetres: number) => centimetres * 10_000;

describe.each(TEST_DATABASES)('similar pieces on %s', (kind) => {
  const db = useTestDatabase(kind);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  const pieces: Record<string, Product> = {};

  beforeAll(async () => {
    const em = db().em();
    const piece = async (name: string, data: Parameters<typeof createTestProduct>[1]) => {
      pieces[name] = await createTestProduct(em, { name, dropAt: day(1), ...data });
    };
    const womensTop = { category: 'women', size: 'm', garmentType: 'tops' } as const;
    // The sold piece whose page asks: a women's M top, 50 cm pit to pit.
    await piece('Sold Blouse', { ...womensTop, pitToPitUm: cm(50), status: 'Sold', markedSoldAt: day(2) });
    // Same category and size, same garment type, by nearness of pit to pit, then newest, then id.
    await piece('Near Hold Lapsed', { ...womensTop, pitToPitUm: cm(49.5), holdBuyerKind: 'guest', holdBuyerId: 'g', holdExpiresAt: new Date(Date.now() - HOUR) });
    await piece('One Over Older', { ...womensTop, pitToPitUm: cm(51) });
    await piece('One Over Newer', { ...womensTop, pitToPitUm: cm(51), dropAt: day(3) });
    await piece('One Under Older', { ...womensTop, pitToPitUm: cm(49) });
    await piece('Two Under', { ...womensTop, pitToPitUm: cm(48) });
    await piece('Unmeasured Top', { ...womensTop, dropAt: day(9) });
    // Same category and size, another garment type.
    await piece('Womens Skirt', { category: 'women', size: 'm', garmentType: 'bottoms', waistUm: cm(70) });
    // Same category only, same size only, neither.
    await piece('Womens L Top', { category: 'women', size: 'l', garmentType: 'tops', pitToPitUm: cm(50) });
    await piece('Mens M Top', { category: 'men', size: 'm', garmentType: 'tops', pitToPitUm: cm(50.5), dropAt: day(5) });
    await piece('Mens XL Top', { category: 'men', size: 'xl', garmentType: 'tops', pitToPitUm: cm(50), dropAt: day(4) });
    // Exactly like the sold piece, but nobody can buy them now.
    const twin = { ...womensTop, pitToPitUm: cm(50) };
    await piece('Also Sold', { ...twin, status: 'Sold' });
    await piece('Pending Twin', { ...twin, status: 'Pending' });
    await piece('Held Twin', { ...twin, holdBuyerKind: 'guest', holdBuyerId: 'g', holdExpiresAt: new Date(Date.now() + HOUR) });
    await piece('Reserved Twin', { ...twin, reservedFor: '@ana', reservedUntil: new Date(Date.now() + HOUR) });
    await piece('Queued Twin', { ...twin, queueEndsAt: new Date(Date.now() + HOUR) });
    await piece('Draft Twin', { ...twin, dropAt: null });
    await piece('Scheduled Twin', { ...twin, dropAt: new Date(Date.now() + HOUR) });
    // A pair of bottoms, for the waist.
    const mensBottoms = { category: 'men', size: 'xxl', garmentType: 'bottoms' } as const;
    await piece('Sold Jeans', { ...mensBottoms, waistUm: cm(80), status: 'Sold' });
    await piece('Waist 84', { ...mensBottoms, waistUm: cm(84) });
    await piece('Waist 79', { ...mensBottoms, waistUm: cm(79) });
    await piece('Chest 80 Jacket', { category: 'men', size: 'xxl', garmentType: 'outerwear', pitToPitUm: cm(80) });
  });

  const similarNames = async (name: string) => {
    const similar = await callerFor(db().em()).catalog.similar({ id: pieces[name]?.id ?? 0 });
    return similar.map((product) => product.name);
  };

  it('ranks same category and size first, then nearness of pit to pit (unmeasured after), newest, id; at most 8, all Available', async () => {
    const similar = await callerFor(db().em()).catalog.similar({ id: pieces['Sold Blouse']?.id ?? 0 });
    expect(similar.map((product) => product.name)).toEqual([
      'Near Hold Lapsed',
      'One Over Newer',
      'One Under Older',
      'One Over Older',
      'Two Under',
      'Unmeasured Top',
      'Womens Skirt',
      'Womens L Top',
    ]);
    expect(similar.every((product) => product.status === 'Available' && product.available_to_you)).toBe(true);
  });

  it('ranks a pair of bottoms by the waist, the same garment type before another, then pieces of its category or size', async () => {
    expect((await similarNames('Sold Jeans')).slice(0, 5)).toEqual(['Waist 79', 'Waist 84', 'Chest 80 Jacket', 'Mens M Top', 'Mens XL Top']);
  });

  it('never offers the piece itself, nor a piece sold, pending, held, reserved, queued, Draft or Scheduled', async () => {
    const offered = new Set([...(await similarNames('Sold Jeans')), ...(await similarNames('Near Hold Lapsed')), ...(await similarNames('Mens M Top'))]);
    for (const name of ['Sold Blouse', 'Also Sold', 'Pending Twin', 'Held Twin', 'Reserved Twin', 'Queued Twin', 'Draft Twin', 'Scheduled Twin', 'Sold Jeans']) {
      expect(offered.has(name), name).toBe(false);
    }
    expect(await similarNames('Near Hold Lapsed')).not.toContain('Near Hold Lapsed');
  });

  it('answers a Draft, a Scheduled or a missing piece as the piece itself: not found', async () => {
    for (const id of [pieces['Draft Twin']?.id, pieces['Scheduled Twin']?.id, 999_999]) {
      const error = await callerFor(db().em()).catalog.similar({ id: id ?? 0 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('NOT_FOUND');
    }
  });

  it('GET /api/products/{id}/similar answers the same list, and 404 for a Draft', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request(`/api/products/${pieces['Sold Blouse']?.id}/similar`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string; status: string }[] };
    expect(body.data.map((product) => product.name)).toEqual(await similarNames('Sold Blouse'));
    const draft = await app.request(`/api/products/${pieces['Draft Twin']?.id}/similar`);
    expect(draft.status).toBe(404);
    expect(await draft.json()).toEqual({ message: 'Product not found' });
  });
});
