import type { TRPCError } from '@trpc/server';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import { createTestProduct, proofFile } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { Product } from '../pieces/entities.ts';
import { Setting } from '../settings/setting.entity.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Order } from './order.entity.ts';
import { failure } from '../../test/trpc-failure.ts';

const HOUR = 60 * 60 * 1000;
const details = {
  customer_name: 'Andres Bonifacio',
  instagram_username: 'supremo',
  address_line1: '12 Kapitolyo St.',
  barangay: 'Kapitolyo',
  city: 'Pasig City',
  province: METRO_MANILA,
  mobile_number: '0917 123 4567',
};

async function uploadsIn(root: string): Promise<string[]> {
  return readdir(path.join(root, 'proofs')).catch(() => []);
}

describe.each(TEST_DATABASES)('checkout on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function setup(options: { guest?: boolean } = {}) {
    const root = await mkdtemp(path.join(tmpdir(), 'ukay-proofs-'));
    const storage = new LocalStorage(root);
    if (options.guest) {
      const guestId = nanoid();
      return { root, storage, guestId, caller: callerFor(db().em(), { guestIdHeader: guestId, storage }) };
    }
    const { user } = await createTestUser(db().em());
    return { root, storage, user, caller: callerFor(db().em(), { user, storage }) };
  }

  it('places a user’s order from their held cart: items copied, pieces Pending, cart emptied', async () => {
    const [jacket, jeans] = [
      await createTestProduct(db().em(), { name: 'Jacket', priceCentavos: 150_000 }),
      await createTestProduct(db().em(), { name: 'Jeans', priceCentavos: 99_950 }),
    ];
    const { caller, root } = await setup();
    await caller.cart.add({ product_id: jacket.id });
    await caller.cart.add({ product_id: jeans.id });
    await caller.cart.hold();
    const order = await caller.orders.place({
      ...details,
      payment_proof: await proofFile(),
      shipping_fee: 80,
      grand_total: 2579.5,
      cart_items: JSON.stringify([jeans.id, jacket.id]),
    });
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 2499.5,
      shipping_fee: 80,
      total_amount: 2579.5,
      mobile_number: '0917 123 4567',
      items: [
        { product_id: jacket.id, product_name: 'Jacket', price: 1500 },
        { product_id: jeans.id, product_name: 'Jeans', price: 999.5 },
      ],
    });
    const products = await db().em().find(Product, { id: { $in: [jacket.id, jeans.id] } });
    expect(products.map((product) => [product.status, product.holdBuyerId])).toEqual([
      ['Pending', null],
      ['Pending', null],
    ]);
    expect((await caller.cart.get()).count).toBe(0);
    expect(await uploadsIn(root)).toHaveLength(1);
    expect(await caller.profiles.get()).toMatchObject({ address_line1: '12 Kapitolyo St.', province: METRO_MANILA });
  });

  it('places a guest’s order for Available pieces with the outside-NCR fee', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const { caller, guestId } = await setup({ guest: true });
    await caller.cart.add({ product_id: product.id });
    const order = await caller.orders.placeAsGuest({
      ...details,
      province: 'Cebu',
      city: 'Talisay City',
      barangay: 'Bulacao',
      email: 'Guest@Example.com',
      guest_id: guestId ?? '',
      payment_proof: await proofFile(),
      shipping_fee: '120',
      grand_total: '620.00',
    });
    expect(order).toMatchObject({ email: 'guest@example.com', shipping_fee: 120, total_amount: 620, user: null });
    expect(await caller.orders.guestList({ guest_id: guestId ?? '' })).toMatchObject({ orders: [{ id: order.id }] });
    // The thank-you view's link to keep: it opens the order for anyone who holds it, with no guest id.
    const token = new URLSearchParams(order.view_link.split('?')[1]).get('token') ?? '';
    expect(order.view_link).toMatch(/^\/orders\/view\?token=[\w-]+$/);
    expect(await callerFor(db().em()).orders.byViewLink({ token })).toMatchObject({ id: order.id, email: 'guest@example.com' });
  });

  it('waives delivery once the free-delivery threshold is reached', async () => {
    await db().em().upsert(Setting, { key: 'free_delivery_threshold', value: '1000' });
    const product = await createTestProduct(db().em(), { priceCentavos: 100_000 });
    const { caller } = await setup();
    await caller.cart.add({ product_id: product.id });
    const order = await caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 0, grand_total: 1000 });
    expect(order.shipping_fee).toBe(0);
    await db().em().upsert(Setting, { key: 'free_delivery_threshold', value: '0' });
  });

  it('refuses a grand_total or shipping fee that disagrees with the server, storing nothing', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const { caller, root } = await setup();
    await caller.cart.add({ product_id: product.id });
    const wrongTotal = await failure(caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 500 }));
    expect(wrongTotal.cause).toMatchObject({ fieldErrors: { grand_total: [CHECKOUT_MESSAGES.totalChanged] } });
    const wrongFee = await failure(caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 0, grand_total: 500 }));
    expect(wrongFee.cause).toMatchObject({ fieldErrors: { shipping_fee: [CHECKOUT_MESSAGES.totalChanged] } });
    expect(await uploadsIn(root)).toEqual([]);
    expect((await caller.cart.get()).count).toBe(1);
  });

  it.each([
    ['held by someone else', { holdBuyerKind: 'guest' as const, holdBuyerId: 'another-guest-abcdefgh', holdExpiresAt: new Date(Date.now() + HOUR) }],
    ['sold meanwhile', { status: 'Sold' as const }],
  ])('refuses a piece %s', async (_label, change) => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const { caller } = await setup();
    await caller.cart.add({ product_id: product.id });
    await db().em().nativeUpdate(Product, { id: product.id }, change);
    const error = await failure(caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 580 }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(CART_MESSAGES.unavailable);
  });

  it('accepts a piece whose own hold expired while it is still Available', async () => {
    const { caller, user } = await setup();
    const product = await createTestProduct(db().em(), {
      priceCentavos: 50_000,
      holdBuyerKind: 'user',
      holdBuyerId: String(user?.id),
      holdExpiresAt: new Date(Date.now() - HOUR),
    });
    await caller.cart.add({ product_id: product.id });
    const order = await caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 580 });
    expect(order.items).toHaveLength(1);
  });

  it('requires a proof of payment that is really an image', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const { caller, root } = await setup();
    await caller.cart.add({ product_id: product.id });
    const missing = await failure(caller.orders.place({ ...details, shipping_fee: 80, grand_total: 580 }));
    expect(missing.code).toBe('BAD_REQUEST');
    const fake = new File([new TextEncoder().encode('<?php system($_GET[1]); ?>')], 'proof.png', { type: 'image/png' });
    const notImage = await failure(caller.orders.place({ ...details, payment_proof: fake, shipping_fee: 80, grand_total: 580 }));
    expect(notImage.cause).toMatchObject({ fieldErrors: { payment_proof: [CHECKOUT_MESSAGES.proofNotImage] } });
    expect(await uploadsIn(root)).toEqual([]);
  });

  it('refuses an order when the cart changed since checkout began', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { caller } = await setup();
    await caller.cart.add({ product_id: first.id });
    await caller.cart.add({ product_id: second.id });
    const error = await failure(
      caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 1080, cart_items: [first.id] }),
    );
    expect(error.cause).toMatchObject({ fieldErrors: { cart_items: [CHECKOUT_MESSAGES.cartChanged] } });
  });

  it('answers a retried submission with the first order, never a second one', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const { caller, user } = await setup();
    await caller.cart.add({ product_id: product.id });
    const submission = async () => ({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 580, idempotency_key: `key-${nanoid()}` });
    const first = await submission();
    const [a, b] = await Promise.all([caller.orders.place(first), caller.orders.place({ ...first })]);
    expect(a.id).toBe(b.id);
    expect(await db().em().count(Order, { user: user?.id })).toBe(1);
  });

  it('refuses a guest order whose guest_id is not the caller’s', async () => {
    const { caller } = await setup({ guest: true });
    const error = await failure(
      caller.orders.placeAsGuest({ ...details, email: 'a@b.co', guest_id: nanoid(), payment_proof: await proofFile(), shipping_fee: 80, grand_total: 80 }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });

  it('shows each buyer only their own orders: another user’s or guest’s order is NOT_FOUND', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const owner = await setup();
    await owner.caller.cart.add({ product_id: product.id });
    const order = await owner.caller.orders.place({ ...details, payment_proof: await proofFile(), shipping_fee: 80, grand_total: 580 });
    const stranger = await setup();
    const guest = await setup({ guest: true });
    expect((await failure(stranger.caller.orders.byId({ id: order.id }))).code).toBe('NOT_FOUND');
    expect((await failure(guest.caller.orders.guestById({ id: order.id }))).code).toBe('NOT_FOUND');
    expect((await stranger.caller.orders.list()).orders).toEqual([]);
    expect((await owner.caller.orders.byId({ id: order.id })).id).toBe(order.id);
  });

  it('never puts one piece in two orders when buyers with overlapping carts submit at once', async () => {
    const pieces = await Promise.all(Array.from({ length: 6 }, () => createTestProduct(db().em(), { priceCentavos: 10_000 })));
    const buyers = await Promise.all(Array.from({ length: 12 }, () => setup({ guest: true })));
    for (const [index, buyer] of buyers.entries()) {
      for (const offset of [0, 1]) await buyer.caller.cart.add({ product_id: pieces[(index + offset) % pieces.length]?.id ?? 0 });
    }
    const results = await Promise.allSettled(
      buyers.map(async (buyer) =>
        buyer.caller.orders.placeAsGuest({
          ...details,
          email: 'rush@example.com',
          guest_id: buyer.guestId ?? '',
          payment_proof: await proofFile(),
          shipping_fee: 80,
          grand_total: 280,
        }),
      ),
    );
    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as TRPCError] : []));
    expect(rejected.every((error) => error.code === 'CONFLICT')).toBe(true);
    const ordered = placed.flatMap((order) => order.items.map((item) => item.product_id));
    expect(new Set(ordered).size).toBe(ordered.length);
    expect(placed.length).toBeGreaterThanOrEqual(1);
  });
});
