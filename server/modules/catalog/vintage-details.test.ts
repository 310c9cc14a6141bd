import { beforeAll, describe, expect, it } from 'vitest';
import { VINTAGE_DETAIL_MESSAGES } from '../../../shared/schemas/vintage-details.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Product } from '../pieces/entities.ts';

describe.each(TEST_DATABASES)('vintage details on %s', (kind) => {
  describe('saved through the product form', () => {
    const db = useTestDatabase(kind);

    it('stores measurements typed in inches once, exactly, and reads them in both units', async () => {
      const { caller } = await adminCallerFor(db().em());
      const created = await caller.admin.products.create({
        name: 'Levi’s Trucker Jacket',
        price: '1800',
        size: 'm',
        garment_type: 'outerwear',
        measurement_unit: 'in',
        pit_to_pit: '20.5',
        length: '24.125',
        sleeve: '',
        condition: 'very_good',
        flaws: 'Small mark on the left cuff',
        brand: 'Levi’s',
        era: '1980s',
        material: '100% cotton denim',
      });
      expect(created).toMatchObject({
        garment_type: 'outerwear',
        measurements: { pit_to_pit: { cm: 52.1, in: 20.5 }, length: { cm: 61.3, in: 24.125 } },
        condition: 'very_good',
        flaws: 'Small mark on the left cuff',
        brand: 'Levi’s',
        era: '1980s',
        material: '100% cotton denim',
      });
      expect(Object.keys(created.measurements)).toEqual(['pit_to_pit', 'length']);
      const stored = await db().em().findOneOrFail(Product, { id: created.id });
      expect(stored).toMatchObject({ pitToPitUm: 520_700, lengthUm: 612_775, sleeveUm: null });
      expect(await callerFor(db().em()).catalog.byId({ id: created.id })).toMatchObject({ measurements: created.measurements, condition: 'very_good' });
    });

    it('replaces the details on update: typed in centimetres, a left-out measurement and brand cleared', async () => {
      const { caller } = await adminCallerFor(db().em());
      const created = await caller.admin.products.create({ name: 'Wrangler Jeans', price: 900, size: 'm', measurement_unit: 'in', waist: 30, inseam: 32, brand: 'Wrangler' });
      const updated = await caller.admin.products.update({
        id: created.id,
        name: 'Wrangler Jeans',
        price: 900,
        size: 'm',
        garment_type: 'bottoms',
        measurement_unit: 'cm',
        waist: '76.2',
        condition: 'good',
      });
      expect(updated).toMatchObject({ garment_type: 'bottoms', measurements: { waist: { cm: 76.2, in: 30 } }, condition: 'good', brand: null });
      expect(updated.measurements.inseam).toBeUndefined();
      const stored = await db().em().findOneOrFail(Product, { id: created.id });
      expect(stored).toMatchObject({ waistUm: 762_000, inseamUm: null });
    });

    it('refuses a bad unit, measurement and grade with field errors', async () => {
      const { caller } = await adminCallerFor(db().em());
      const error = await failure(
        caller.admin.products.create({ name: 'Bad', price: 100, size: 'm', measurement_unit: 'ft', pit_to_pit: 'wide', waist: 400, condition: 'new' }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      expect(fieldErrorsOf(error)).toMatchObject({
        measurement_unit: [VINTAGE_DETAIL_MESSAGES.unitInvalid],
        pit_to_pit: [VINTAGE_DETAIL_MESSAGES.measurementInvalid],
        waist: [VINTAGE_DETAIL_MESSAGES.measurementTooLarge],
        condition: [VINTAGE_DETAIL_MESSAGES.conditionInvalid],
      });
    });
  });

  describe('catalogue filters', () => {
    const db = useTestDatabase(kind);

    beforeAll(async () => {
      const em = db().em();
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
      // 50 cm exactly, 55 cm exactly, 20.5 in (52.07 cm), and a top never measured.
      await createTestProduct(em, { name: 'Gingham Shirt', dropAt: day(1), pitToPitUm: 500_000, condition: 'mint', brand: 'Ralph Lauren', era: '1990s', material: 'Cotton' });
      await createTestProduct(em, { name: 'Varsity Jacket', dropAt: day(2), pitToPitUm: 550_000, condition: 'good', brand: 'Champion', era: '1980s', material: 'Wool and leather' });
      await createTestProduct(em, { name: 'Work Jacket', dropAt: day(3), pitToPitUm: 520_700, condition: 'excellent', brand: 'Carhartt' });
      await createTestProduct(em, { name: 'Plain Tee', dropAt: day(4), condition: 'fair' });
      await createTestProduct(em, { name: 'Pleated Trousers', dropAt: day(5), waistUm: 762_000, condition: 'very_good', brand: 'ralph lauren', material: 'Linen' });
      await createTestProduct(em, { name: 'Sailor Pants', dropAt: day(6), waistUm: 800_000 });
    });

    const names = (result: { data: { name: string }[] }) => result.data.map((product) => product.name).sort();

    it.each([
      [{ pit_to_pit_min: 50, pit_to_pit_max: 55 }, ['Gingham Shirt', 'Varsity Jacket', 'Work Jacket']],
      [{ pit_to_pit_min: 50.01 }, ['Varsity Jacket', 'Work Jacket']],
      [{ pit_to_pit_max: 54.99 }, ['Gingham Shirt', 'Work Jacket']],
      [{ pit_to_pit_min: 52.07, pit_to_pit_max: 52.07 }, ['Work Jacket']],
      [{ pit_to_pit_min: 52.08 }, ['Varsity Jacket']],
      [{ pit_to_pit_min: 0 }, ['Gingham Shirt', 'Varsity Jacket', 'Work Jacket']],
      [{ waist_min: 76.2, waist_max: 80 }, ['Pleated Trousers', 'Sailor Pants']],
      [{ waist_min: 76.21 }, ['Sailor Pants']],
      [{ waist_max: 76.19 }, []],
      [{ waist_max: 300 }, ['Pleated Trousers', 'Sailor Pants']],
      [{ pit_to_pit_min: 40, waist_min: 40 }, []],
    ])('keeps the pieces measured within %j, both ends included, never an unmeasured one', async (filters, expected) => {
      expect(names(await callerFor(db().em()).catalog.list(filters))).toEqual(expected);
    });

    it.each([
      ['mint', ['Gingham Shirt']],
      ['excellent', ['Gingham Shirt', 'Work Jacket']],
      ['very_good', ['Gingham Shirt', 'Pleated Trousers', 'Work Jacket']],
      ['good', ['Gingham Shirt', 'Pleated Trousers', 'Varsity Jacket', 'Work Jacket']],
      ['fair', ['Gingham Shirt', 'Plain Tee', 'Pleated Trousers', 'Varsity Jacket', 'Work Jacket']],
    ] as const)('keeps the pieces in %s condition or better, never an ungraded one', async (grade, expected) => {
      expect(names(await callerFor(db().em()).catalog.list({ min_condition: grade }))).toEqual(expected);
    });

    it.each(['Ralph Lauren', 'RALPH LAUREN', ' ralph lauren '])('matches the brand %j whatever its case, and only the whole brand', async (brand) => {
      const caller = callerFor(db().em());
      expect(names(await caller.catalog.list({ brand }))).toEqual(['Gingham Shirt', 'Pleated Trousers']);
      expect(names(await caller.catalog.list({ brand: 'Ralph' }))).toEqual([]);
    });

    it.each([
      ['champion', ['Varsity Jacket']],
      ['1990S', ['Gingham Shirt']],
      ['linen', ['Pleated Trousers']],
      ['leather', ['Varsity Jacket']],
      ['lauren', ['Gingham Shirt', 'Pleated Trousers']],
    ])('search %j also matches brand, era and material', async (search, expected) => {
      expect(names(await callerFor(db().em()).catalog.list({ search }))).toEqual(expected);
    });

    it('combines a range, a grade and a brand', async () => {
      const result = await callerFor(db().em()).catalog.list({ pit_to_pit_min: 49, pit_to_pit_max: 56, min_condition: 'excellent', brand: 'carhartt' });
      expect(names(result)).toEqual(['Work Jacket']);
    });

    it('GET /api/products takes the filters from the query string', async () => {
      const { app } = await createTestApp(db());
      const response = await app.request('/api/products?pit_to_pit_min=50&pit_to_pit_max=52.07&min_condition=excellent&brand=&waist_min=');
      expect(response.status).toBe(200);
      expect(names((await response.json()) as { data: { name: string }[] })).toEqual(['Gingham Shirt', 'Work Jacket']);
    });

    it('GET /api/products refuses bad filter values with field errors, not a server error', async () => {
      const { app } = await createTestApp(db());
      const response = await app.request('/api/products?pit_to_pit_min=wide&waist_max=-3&min_condition=new&brand=' + 'x'.repeat(101));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors).toEqual({
        pit_to_pit_min: [VINTAGE_DETAIL_MESSAGES.rangeInvalid],
        waist_max: [VINTAGE_DETAIL_MESSAGES.rangeInvalid],
        min_condition: [VINTAGE_DETAIL_MESSAGES.conditionInvalid],
        brand: [VINTAGE_DETAIL_MESSAGES.brandTooLong],
      });
    });
  });
});
