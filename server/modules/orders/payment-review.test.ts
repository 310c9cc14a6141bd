import { nanoid } from 'nanoid';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../../../shared/payments.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import { createTestOrder, temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { RESAVED_COPIES, screenshot } from '../../test/screenshots.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import type { Storage } from '../../storage/storage.ts';
import { OrderEvent } from './order-event.entity.ts';
import { listOrderEvents } from './order-events.service.ts';

/** A piece at ₱500 delivered in Metro Manila (₱80): every order here totals ₱580. */
const TOTAL = 580;

type Payment = { proof?: Buffer; payment_method?: string; payment_reference?: string; amount_sent?: number | string };

/** A GCash reference no. of its own for each test, as GCash prints it (spaced). */
function gcashReference(): string {
  const digits = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join('');
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}

describe.each(TEST_DATABASES)('reviewing a payment on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function adminSetup() {
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return { storage, user, admin: () => callerFor(db().em(), { user, storage }).admin.orders };
  }

  const defaultProof = () => screenshot([Math.random(), Math.random(), Math.random(), Math.random()]);

  /** A buyer checks out one fresh piece with this payment; a guest when `guest` is set. */
  async function place(storage: Storage, payment: Payment, guest = false) {
    const product = await createTestProduct(db().em(), { name: `Piece ${nanoid(6)}`, priceCentavos: 50_000 });
    const proof = payment.proof ?? (await defaultProof());
    const fields = {
      customer_name: 'Melchora Aquino',
      instagram_username: `tandang_sora_${nanoid(6)}`,
      address_line1: '1 Banlat Rd.',
      barangay: 'Tandang Sora',
      city: 'Quezon City',
      province: METRO_MANILA,
      mobile_number: '09171234567',
      payment_proof: new File([new Uint8Array(proof)], 'gcash.png', { type: 'image/png' }),
      shipping_fee: 80,
      grand_total: TOTAL,
      ...(payment.payment_method !== undefined && { payment_method: payment.payment_method }),
      ...(payment.payment_reference !== undefined && { payment_reference: payment.payment_reference }),
      ...(payment.amount_sent !== undefined && { amount_sent: payment.amount_sent }),
    };
    if (guest) {
      const guestId = nanoid();
      const caller = callerFor(db().em(), { guestIdHeader: guestId, storage });
      await caller.cart.add({ product_id: product.id });
      return { order: await caller.orders.placeAsGuest({ ...fields, email: 'melchora@example.com', guest_id: guestId }), buyer: caller };
    }
    const { user } = await createTestUser(db().em());
    const caller = callerFor(db().em(), { user, storage });
    await caller.cart.add({ product_id: product.id });
    return { order: await caller.orders.place(fields), buyer: caller };
  }

  it('keeps the reference (spaces stripped) and the amount sent a user or a guest typed at checkout', async () => {
    const { storage } = await adminSetup();
    const reference = gcashReference();
    const { order } = await place(storage, { payment_method: 'GCash', payment_reference: reference, amount_sent: '580.00' });
    expect(order).toMatchObject({ payment_method: 'GCash', payment_reference: reference.replace(/ /g, ''), amount_sent: 580 });
    const { order: guestOrder } = await place(storage, { payment_method: 'Bank transfer', payment_reference: ' BDO-77 x12 ', amount_sent: 575.5 }, true);
    expect(guestOrder).toMatchObject({ payment_reference: 'BDO-77x12', amount_sent: 575.5 });
    const { order: without } = await place(storage, { payment_method: 'GCash', payment_reference: '  ', amount_sent: '' });
    expect(without).toMatchObject({ payment_reference: null, amount_sent: null });
  });

  it('refuses a GCash reference that is not 13 digits, a reference too long and an amount that is not pesos, as field errors', async () => {
    const { storage } = await adminSetup();
    const refusal = async (payment: Payment) => {
      const error = await failure(place(storage, payment));
      expect(error.code).toBe('BAD_REQUEST');
      return fieldErrorsOf(error);
    };
    expect(await refusal({ payment_method: 'GCash', payment_reference: '1234 567 89012' })).toEqual({ payment_reference: [REFERENCE_MESSAGES.gcash] });
    expect(await refusal({ payment_method: 'gcash', payment_reference: '1234567890abc' })).toEqual({ payment_reference: [REFERENCE_MESSAGES.gcash] });
    expect(await refusal({ payment_method: 'Bank transfer', payment_reference: 'x'.repeat(65) })).toEqual({ payment_reference: [REFERENCE_MESSAGES.tooLong] });
    expect(await refusal({ amount_sent: '5 hundred' })).toEqual({ amount_sent: [CHECKOUT_MESSAGES.amountSent] });
    expect(await refusal({ amount_sent: -5 })).toEqual({ amount_sent: [CHECKOUT_MESSAGES.amountSent] });
    expect(await refusal({ amount_sent: 2_000_000 })).toEqual({ amount_sent: [CHECKOUT_MESSAGES.amountSentTooLarge] });
  });

  it('flags a reference used on other orders, on each of them, every time', async () => {
    const { storage, admin } = await adminSetup();
    const reference = gcashReference();
    const first = await place(storage, { payment_method: 'GCash', payment_reference: reference });
    expect((await admin().byId({ id: first.order.id })).payment_flags.same_reference).toEqual([]);
    const second = await place(storage, { payment_method: 'GCash', payment_reference: reference.replace(/ /g, '') });
    const third = await place(storage, { payment_method: 'GCash', payment_reference: reference });
    const unrelated = await place(storage, { payment_method: 'GCash', payment_reference: gcashReference() });

    expect((await admin().byId({ id: first.order.id })).payment_flags.same_reference).toEqual([second.order.id, third.order.id]);
    expect((await admin().byId({ id: third.order.id })).payment_flags.same_reference).toEqual([first.order.id, second.order.id]);
    expect((await admin().byId({ id: unrelated.order.id })).payment_flags.same_reference).toEqual([]);
    const listed = await admin().list({ per_page: 100 });
    expect(listed.orders.find((order) => order.id === second.order.id)?.payment_flags.same_reference).toEqual([first.order.id, third.order.id]);
  });

  it('flags the same screenshot re-used as it is, re-encoded or resized, and not a different one', async () => {
    const { storage, admin } = await adminSetup();
    const original = await screenshot([0.2, 0.9, 0.4, 0.6, Math.random() * 0.05]);
    const first = await place(storage, { proof: original });
    const copies = [];
    for (const copy of Object.values(RESAVED_COPIES)) copies.push((await place(storage, { proof: await copy(original) })).order.id);
    copies.push((await place(storage, { proof: await sharp(original).jpeg({ quality: 95 }).toBuffer() })).order.id);
    const different = await place(storage, { proof: await screenshot([0.9, 0.1, 0.8, 0.05, 0.7]) });

    const flagged = (await admin().byId({ id: first.order.id })).payment_flags.same_screenshot;
    expect(flagged).toEqual(expect.arrayContaining(copies));
    expect(flagged).not.toContain(different.order.id);
    for (const id of copies) expect((await admin().byId({ id })).payment_flags.same_screenshot).toContain(first.order.id);
    expect((await admin().byId({ id: different.order.id })).payment_flags.same_screenshot).not.toContain(first.order.id);
  });

  it('leaves an order placed before proofs were hashed without a screenshot flag', async () => {
    const { admin } = await adminSetup();
    const product = await createTestProduct(db().em());
    const old = await createTestOrder(db().em(), { products: [product] });
    expect((await admin().byId({ id: old.id })).payment_flags).toEqual({ same_reference: [], same_screenshot: [], amount_mismatch: null, receipt_amount_differs: null, receipt_reference_differs: null });
  });

  it('flags an amount sent that differs from the total, showing both', async () => {
    const { storage, admin } = await adminSetup();
    const short = await place(storage, { amount_sent: 500 });
    const exact = await place(storage, { amount_sent: TOTAL });
    const none = await place(storage, {});
    expect((await admin().byId({ id: short.order.id })).payment_flags.amount_mismatch).toEqual({ amount_sent: 500, total_amount: TOTAL });
    expect((await admin().byId({ id: exact.order.id })).payment_flags.amount_mismatch).toBeNull();
    expect((await admin().byId({ id: none.order.id })).payment_flags.amount_mismatch).toBeNull();
  });

  it('sets the checklist and records each tick and untick with the admin who did it', async () => {
    const { storage, admin, user } = await adminSetup();
    const { order } = await place(storage, { payment_method: 'GCash' });
    const ticked = await admin().setPaymentChecks({ id: order.id, checks: ['amount-matches', 'seen-in-gcash'] });
    expect(ticked.payment_checks).toEqual(['seen-in-gcash', 'amount-matches']);
    expect(ticked.payment_proof).toBe(`/api/admin/orders/${order.id}/payment-proof`);
    await admin().setPaymentChecks({ id: order.id, checks: ['amount-matches'] });
    await admin().setPaymentChecks({ id: order.id, checks: ['amount-matches'] });
    expect((await admin().byId({ id: order.id })).payment_checks).toEqual(['amount-matches']);

    const events = (await listOrderEvents(db().em(), order.id)).filter((event) => event.kind === 'payment-check');
    expect(events.map(({ actor_email, detail }) => ({ actor_email, detail }))).toEqual([
      { actor_email: user.email, detail: { check: 'seen-in-gcash', checked: true } },
      { actor_email: user.email, detail: { check: 'amount-matches', checked: true } },
      { actor_email: user.email, detail: { check: 'seen-in-gcash', checked: false } },
    ]);
    const error = await failure(admin().setPaymentChecks({ id: order.id, checks: ['looks-fine' as 'amount-matches'] }));
    expect(error.code).toBe('BAD_REQUEST');
    expect((await failure(admin().setPaymentChecks({ id: 999_999, checks: [] }))).code).toBe('NOT_FOUND');
  });

  it('records a look at the proof once per admin per ten minutes', async () => {
    const { storage, admin, user } = await adminSetup();
    const { order } = await place(storage, {});
    const views = async () => (await listOrderEvents(db().em(), order.id)).filter((event) => event.kind === 'proof-viewed');

    await admin().proof({ id: order.id });
    await Promise.all([admin().proof({ id: order.id }), admin().proof({ id: order.id })]);
    expect((await views()).map((event) => event.actor_email)).toEqual([user.email]);

    const { user: other } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: other, storage }).admin.orders.proof({ id: order.id });
    expect(await views()).toHaveLength(2);

    // Eleven minutes later, the first admin's next look is recorded again.
    await db().em().nativeUpdate(OrderEvent, { order: order.id, kind: 'proof-viewed' }, { createdAt: new Date(Date.now() - 11 * 60_000) });
    await admin().proof({ id: order.id });
    expect(await views()).toHaveLength(3);
  });

  it("never shows the flags, the checklist, the statement's verdict or the proof's reading to the buyer", async () => {
    const { storage, admin } = await adminSetup();
    const reference = gcashReference();
    await place(storage, { payment_method: 'GCash', payment_reference: reference });
    const { order, buyer } = await place(storage, { payment_method: 'GCash', payment_reference: reference, amount_sent: 1 });
    await admin().setPaymentChecks({ id: order.id, checks: ['amount-matches'] });
    const seen = [order, await buyer.orders.byId({ id: order.id }), ...(await buyer.orders.list()).orders];
    for (const answer of seen) {
      for (const ownersOnly of ['payment_flags', 'payment_checks', 'statement_match', 'proof_reading']) expect(answer).not.toHaveProperty(ownersOnly);
    }
  });
});
