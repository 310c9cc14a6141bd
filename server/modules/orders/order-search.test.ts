import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { ORDER_FILTER_MESSAGES, type AdminOrderListInput, type OrderCountsInput } from '../../../shared/schemas/admin-orders.ts';
import { createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Product } from '../pieces/entities.ts';
import { mobileCore } from './order-filters.ts';
import type { Order } from './order.entity.ts';

/** Letters only, so a tag never reads as digits, a wildcard or a phone number. */
const tag = () => nanoid(10).replace(/[^a-z]/gi, 'q');
/** A Philippine mobile number no other order of the run has: `9` then nine random digits. */
const mobileDigits = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
/** The digits as checkout keeps them (shared/mobile-number.ts): `0917 123 4567`. */
const kept = (digits: string) => `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

describe('mobileCore', () => {
  it('brings every way of writing a mobile number to the digits they share', () => {
    for (const typed of ['0917 123 4567', '+639171234567', '09171234567', '+63 917-123-4567', '639171234567', '(0917) 123.4567']) {
      expect(mobileCore(typed), typed).toBe('9171234567');
    }
    expect(mobileCore('123 4567')).toBe('1234567');
    // Too short for a number (an order number, a year), or not a number at all.
    expect(mobileCore('#12')).toBeUndefined();
    expect(mobileCore('2026')).toBeUndefined();
    expect(mobileCore('Juan 0917')).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('finding orders on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function admin() {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return () => callerFor(db().em(), { user }).admin.orders;
  }

  async function order(fields: Partial<Order> = {}, options: { createdAt?: Date; piece?: { name?: string; sku?: string } } = {}) {
    const product = await createTestProduct(db().em(), { name: options.piece?.name ?? `Piece ${tag()}`, sku: options.piece?.sku ?? null });
    return createTestOrder(db().em(), { products: [product], createdAt: options.createdAt, customerName: fields.customerName, fields });
  }

  it('finds an order by each thing the owner may type, whatever its case, and no other order', async () => {
    const orders = await admin();
    const t = tag();
    const digits = mobileDigits();
    const reference = `${Date.now()}`.slice(0, 13).padEnd(13, '7');
    const target = await order(
      {
        customerName: `Melchora Aquino ${t}`,
        email: `tandang.sora.${t}@example.com`,
        mobileNumber: kept(digits),
        instagramUsername: `sora_${t}`,
        paymentReference: reference,
      },
      { piece: { name: `Kimono Jacket ${t}`, sku: `SKU-${t}` } },
    );
    // The same kinds of value, each one letter or digit away.
    const decoy = await order(
      {
        customerName: `Melchora Aquino ${t.slice(1)}`,
        email: `tandang.sora.${t.slice(1)}@example.com`,
        mobileNumber: kept(`${digits.slice(0, 9)}${(Number(digits.slice(9)) + 1) % 10}`),
        instagramUsername: `sora_${t.slice(1)}`,
        paymentReference: `${reference.slice(0, 12)}${(Number(reference.slice(12)) + 1) % 10}`,
      },
      { piece: { name: `Kimono Jacket ${t.slice(1)}`, sku: `SKU-${t.slice(1)}` } },
    );
    const found = async (search: string) => (await orders().list({ search, per_page: 100 })).orders.map((each) => each.id);

    for (const search of [
      `#${target.id}`,
      `melchora aquino ${t.toUpperCase()}`,
      `TANDANG.SORA.${t}@EXAMPLE.COM`,
      kept(digits),
      `+63${digits}`,
      `0${digits}`,
      `+63 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      `sora_${t}`,
      `@SORA_${t}`,
      reference,
      `${reference.slice(0, 4)} ${reference.slice(4, 7)} ${reference.slice(7)}`,
      `kimono jacket ${t}`,
      `sku-${t}`,
    ]) {
      expect(await found(search), search).toEqual([target.id]);
    }
    expect(await found(String(target.id))).toContain(target.id);
    expect(await found(`#${decoy.id}`)).toEqual([decoy.id]);
  });

  it('finds an order by a part of its number typed across the spaces it is kept with', async () => {
    const orders = await admin();
    const digits = mobileDigits();
    const placed = await order({ mobileNumber: kept(digits) });
    for (const search of [digits.slice(2), digits.slice(1, 8), `${digits.slice(0, 4)} ${digits.slice(4, 8)}`]) {
      expect((await orders().list({ search })).orders.map((each) => each.id), search).toEqual([placed.id]);
    }
  });

  it('finds an order by a piece’s SKU as it was when bought, even once the listing is gone', async () => {
    const orders = await admin();
    const t = tag();
    const placed = await order({}, { piece: { name: `Denim Vest ${t}`, sku: `UK-${t}` } });
    await db().em().nativeUpdate(Product, { sku: `UK-${t}` }, { sku: `RENAMED-${t}` });
    expect((await orders().list({ search: `uk-${t}` })).orders.map((each) => each.id)).toEqual([placed.id]);
    expect((await orders().list({ search: `RENAMED-${t}` })).orders).toEqual([]);
  });

  it('lists an order once however many of its pieces match', async () => {
    const orders = await admin();
    const t = tag();
    const pieces = [await createTestProduct(db().em(), { name: `Barong ${t} one` }), await createTestProduct(db().em(), { name: `Barong ${t} two` })];
    const placed = await createTestOrder(db().em(), { products: pieces });
    const list = await orders().list({ search: `barong ${t}` });
    expect(list.orders.map((each) => each.id)).toEqual([placed.id]);
    expect(list.orders[0]?.items).toHaveLength(2);
    expect(list.meta.total).toBe(1);
    expect((await orders().counts({ search: `barong ${t}` })).all).toBe(1);
  });

  it('treats `%`, `_` and `\\` in a search as the letters typed, never as wildcards', async () => {
    const orders = await admin();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', 'b', '%', '_', '\\'), minLength: 1, maxLength: 8 }), async (typed) => {
        const t = tag();
        const placed = await order({ customerName: `Buyer ${t}${typed}` });
        const found = async (search: string) => (await orders().list({ search })).orders.map((each) => each.id);
        expect(await found(`${t}${typed}`)).toEqual([placed.id]);
        // Each letter swapped for a wildcard: it would match as a pattern, but not as the letters typed.
        for (const wildcard of ['_', '%']) {
          const swapped = typed.replace(/[ab]/g, () => wildcard);
          if (swapped !== typed) expect(await found(`${t}${swapped}`)).toEqual([]);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('filters by the days placed, from the first to the last second of each day in Manila', async () => {
    const orders = await admin();
    const t = tag();
    const at = (iso: string) => order({ customerName: `Day ${t}` }, { createdAt: new Date(iso) });
    const lastOfFebruary = await at('2026-02-28T23:59:59.999+08:00');
    const firstOfMarch = await at('2026-03-01T00:00:00.000+08:00');
    const lastOfMarchFirst = await at('2026-03-01T23:59:59.999+08:00');
    const secondOfMarch = await at('2026-03-02T00:00:00.000+08:00');
    const ids = async (input: AdminOrderListInput) => (await orders().list({ search: `Day ${t}`, ...input })).orders.map((each) => each.id).sort((a, b) => a - b);

    expect(await ids({ from: '2026-03-01', to: '2026-03-01' })).toEqual([firstOfMarch.id, lastOfMarchFirst.id]);
    expect(await ids({ from: '2026-03-01' })).toEqual([firstOfMarch.id, lastOfMarchFirst.id, secondOfMarch.id]);
    expect(await ids({ to: '2026-02-28' })).toEqual([lastOfFebruary.id]);
    expect(await ids({ from: '2026-02-28', to: '2026-03-02' })).toEqual([lastOfFebruary.id, firstOfMarch.id, lastOfMarchFirst.id, secondOfMarch.id]);
    expect(await ids({ from: '2026-03-03' })).toEqual([]);
  });

  it('filters by payment method, whatever its case, and lists each method once', async () => {
    const orders = await admin();
    const t = tag();
    const method = `GCash ${t}`;
    const gcash = await order({ paymentMethod: method });
    const shouting = await order({ paymentMethod: method.toUpperCase() });
    await order({ paymentMethod: `Bank transfer ${t}` });
    await order({ paymentMethod: null });
    const ids = async (payment_method: string) => (await orders().list({ payment_method })).orders.map((each) => each.id).sort((a, b) => a - b);

    expect(await ids(method.toLowerCase())).toEqual([gcash.id, shouting.id]);
    expect(await ids(`GC_sh ${t}`)).toEqual([]);
    expect(await ids(`GCash%`)).toEqual([]);
    const { payment_methods } = await orders().paymentMethods();
    expect(payment_methods.filter((each) => each.endsWith(t) || each.endsWith(t.toUpperCase()))).toEqual([`Bank transfer ${t}`, method.toUpperCase()]);
  });

  it('counts each tab among the orders the search and every filter match', async () => {
    const orders = await admin();
    const t = tag();
    const inMarch = new Date('2026-03-10T12:00:00+08:00');
    await order({ customerName: `Count ${t}`, paymentMethod: 'GCash', status: 'pending' }, { createdAt: inMarch });
    await order({ customerName: `Count ${t}`, paymentMethod: 'GCash', status: 'approved' }, { createdAt: inMarch });
    await order({ customerName: `Count ${t}`, paymentMethod: 'Maya', status: 'approved' }, { createdAt: inMarch });
    await order({ customerName: `Count ${t}`, paymentMethod: 'GCash', status: 'shipped' }, { createdAt: new Date('2026-04-01T12:00:00+08:00') });
    const counts = (input: OrderCountsInput) => orders().counts({ search: `count ${t}`, ...input });

    expect(await counts({})).toEqual({ all: 4, pending: 1, awaiting_payment_fix: 0, approved: 2, shipped: 1, delivered: 0, cancelled: 0 });
    expect(await counts({ payment_method: 'gcash' })).toEqual({ all: 3, pending: 1, awaiting_payment_fix: 0, approved: 1, shipped: 1, delivered: 0, cancelled: 0 });
    expect(await counts({ payment_method: 'gcash', from: '2026-03-01', to: '2026-03-31' })).toEqual({ all: 2, pending: 1, awaiting_payment_fix: 0, approved: 1, shipped: 0, delivered: 0, cancelled: 0 });
    const approvedInMarch = await orders().list({ search: `count ${t}`, status: 'approved', from: '2026-03-01', to: '2026-03-31' });
    expect(approvedInMarch.meta.total).toBe(2);
  });

  it('refuses a day that does not exist, and a range that ends before it starts, naming the field', async () => {
    const orders = await admin();
    const badDay = await failure(orders().list({ from: '2026-02-30' }));
    expect(fieldErrorsOf(badDay)).toEqual({ from: [ORDER_FILTER_MESSAGES.dayInvalid] });
    const reversed = await failure(orders().counts({ from: '2026-03-02', to: '2026-03-01' }));
    expect(fieldErrorsOf(reversed)).toEqual({ to: [ORDER_FILTER_MESSAGES.daysReversed] });
  });
});
