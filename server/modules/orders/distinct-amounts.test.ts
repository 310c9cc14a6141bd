import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPeso } from '../../../shared/money.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import type { Orm } from '../../db/orm.ts';
import { adminCallerFor, createTestOrder, temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../../test/fixtures.ts';
import { ANA_GCASH, receiveCode } from '../../test/payment-code-fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { useTestMail } from '../../test/mail-harness.ts';
import { withSetting } from '../../test/with-setting.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { AmountReservation } from './amount-reservation.entity.ts';
import { MOST_DISCOUNT_CENTAVOS, freeDiscounts } from './distinct-amounts.ts';

/** The NCR fee of the default settings, in centavos: what a Pasig delivery adds. */
const NCR_FEE = 8_000;

describe('free discounts', () => {
  it('leave the amount at one nobody asks for, 1 to 99 centavos under it, and miss none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 200 })), (base, offsets) => {
        const taken = new Set(offsets.map((offset) => base - offset));
        const free = freeDiscounts(base, taken);
        for (const discount of free) {
          expect(discount).toBeGreaterThanOrEqual(1);
          expect(discount).toBeLessThanOrEqual(MOST_DISCOUNT_CENTAVOS);
          expect(base - discount).toBeGreaterThan(0);
          expect(taken.has(base - discount)).toBe(false);
        }
        const possible = Math.min(MOST_DISCOUNT_CENTAVOS, base - 1);
        const takenInRange = [...taken].filter((amount) => amount < base && base - amount <= possible).length;
        expect(free).toHaveLength(possible - takenInRange);
      }),
    );
  });
});

/** A guest who carted the piece and held it, as checkout's first step does. */
async function holdingGuest(orm: Orm, productId: number, parts: { mail?: MailOutbox; storage?: Storage } = {}) {
  const guestId = nanoid();
  const caller = callerFor(orm.em.fork(), { guestIdHeader: guestId, ...parts });
  await caller.cart.add({ product_id: productId });
  await caller.cart.hold();
  return { guestId, caller };
}

/**
 * Pieces of one price, so every buyer's amount starts the same and only the discount tells them apart;
 * each test its own price, as the amounts other tests keep stay theirs.
 */
async function piecesAt(orm: Orm, count: number, priceCentavos: number) {
  const products = [];
  for (let index = 0; index < count; index++) products.push(await createTestProduct(orm.em.fork(), { priceCentavos }));
  return products;
}

const distinctIn = (orm: () => Orm) => <T>(run: () => Promise<T>) => withSetting(() => orm().em.fork(), 'distinct_payment_amounts', '1', run);

describe.each(TEST_DATABASES)('distinct amounts to pay on %s', (kind) => {
  const db = useTestDatabase(kind);
  const distinct = distinctIn(() => db().orm);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  it('is the cart and its fee while the owner has not turned it on', async () => {
    const [piece] = await piecesAt(db().orm, 1, 125_000);
    const { caller } = await holdingGuest(db().orm, piece!.id);
    expect(await caller.orders.amountToPay({ province: METRO_MANILA })).toEqual({
      subtotal_centavos: 125_000,
      shipping_centavos: NCR_FEE,
      discount_centavos: 0,
      amount_to_pay_centavos: 133_000,
    });
  });

  it('gives each holder an amount of their own, 1 to 99 centavos under the cart’s, and the same one when asked again', async () => {
    await distinct(async () => {
      const pieces = await piecesAt(db().orm, 12, 111_000);
      const guests = await Promise.all(pieces.map((piece) => holdingGuest(db().orm, piece.id)));
      const amounts = await Promise.all(guests.map(({ caller }) => caller.orders.amountToPay({ province: METRO_MANILA })));
      for (const amount of amounts) {
        expect(amount.discount_centavos).toBeGreaterThanOrEqual(1);
        expect(amount.discount_centavos).toBeLessThanOrEqual(MOST_DISCOUNT_CENTAVOS);
        expect(amount.amount_to_pay_centavos).toBe(119_000 - amount.discount_centavos);
      }
      expect(new Set(amounts.map((amount) => amount.amount_to_pay_centavos)).size).toBe(pieces.length);
      const again = await guests[0]!.caller.orders.amountToPay({ province: METRO_MANILA });
      expect(again).toEqual(amounts[0]);
    });
  });

  it('keeps no amount for a buyer who holds nothing: a script minting guests cannot use the amounts up', async () => {
    await distinct(async () => {
      const [piece] = await piecesAt(db().orm, 1, 105_000);
      const caller = callerFor(db().em(), { guestIdHeader: nanoid() });
      await caller.cart.add({ product_id: piece!.id });
      const reservationsBefore = await db().em().count(AmountReservation, {});
      expect((await caller.orders.amountToPay({ province: METRO_MANILA })).discount_centavos).toBe(0);
      expect(await db().em().count(AmountReservation, {})).toBe(reservationsBefore);
    });
  });

  it('never gives an amount an order awaiting payment in the last 72 hours or another live reservation has, and none when all are taken', async () => {
    await distinct(async () => {
      const em = db().em();
      const at = (discount: number) => ({ totalCentavos: 133_000 - discount });
      // ₱1,329.99 to ₱1,329.04 are open orders' (some asked for a payment fix), ₱1,329.03 another buyer's live reservation.
      for (let discount = 1; discount <= 96; discount++) {
        await createTestOrder(em, { products: [], status: discount % 2 ? 'pending' : 'awaiting_payment_fix', fields: at(discount) });
      }
      em.create(AmountReservation, { buyerKind: 'guest', buyerId: nanoid(), baseCentavos: 133_000, amountCentavos: 133_000 - 97, expiresAt: new Date(Date.now() + 60_000) });
      // What keeps nothing from anyone: a settled order, an order placed 73 hours ago, a lapsed reservation.
      await createTestOrder(em, { products: [], status: 'approved', fields: at(98) });
      await createTestOrder(em, { products: [], createdAt: new Date(Date.now() - 73 * 60 * 60 * 1000), fields: at(99) });
      em.create(AmountReservation, { buyerKind: 'guest', buyerId: nanoid(), baseCentavos: 133_000, amountCentavos: 133_000 - 99, expiresAt: new Date(Date.now() - 1) });
      await em.flush();

      const pieces = await piecesAt(db().orm, 3, 125_000);
      const discounts = [];
      for (const piece of pieces) {
        const { caller } = await holdingGuest(db().orm, piece.id);
        discounts.push((await caller.orders.amountToPay({ province: METRO_MANILA })).discount_centavos);
      }
      // The two free amounts, one each, and the third buyer pays the cart's own amount.
      expect([...discounts.slice(0, 2)].sort()).toEqual([98, 99]);
      expect(discounts[2]).toBe(0);
    });
  });

  it('is the amount the order is placed with, kept, mailed and shown to the owner, and the code at checkout carries it', async () => {
    const owner = (await adminCallerFor(db().em())).caller.admin;
    const { payload } = await owner.paymentCodes.save({ payload: receiveCode(ANA_GCASH) });
    await owner.paymentCodes.confirmTest({ payload });
    const [piece] = await piecesAt(db().orm, 1, 140_000);
    const { guestId, caller } = await holdingGuest(db().orm, piece!.id, { mail: mail().outbox, storage: (await temporaryStorage()).storage });
    const due = await distinct(() => caller.orders.amountToPay({ province: METRO_MANILA }));
    expect(due.discount_centavos).toBeGreaterThan(0);
    expect(await caller.paymentCodes.forCheckout({ province: METRO_MANILA })).toMatchObject({ amount_centavos: due.amount_to_pay_centavos, carries_amount: true });

    // Turned off since: what the buyer was told (and may have paid) still stands.
    const place = async (grandTotalCentavos: number) =>
      caller.orders.placeAsGuest({
        ...PASIG_DELIVERY,
        email: 'distinct@example.com',
        guest_id: guestId,
        payment_proof: await proofFile(),
        shipping_fee: NCR_FEE / 100,
        grand_total: grandTotalCentavos / 100,
      });
    expect(fieldErrorsOf(await failure(place(148_000)))).toEqual({ grand_total: [CHECKOUT_MESSAGES.totalChanged] });
    const order = await place(due.amount_to_pay_centavos);
    expect(order).toMatchObject({ subtotal: 1400, shipping_fee: 80, discount: due.discount_centavos / 100, total_amount: due.amount_to_pay_centavos / 100 });
    // Spent: the order keeps the amount from the others now.
    expect(await db().em().count(AmountReservation, { buyerId: guestId })).toBe(0);
    expect((await owner.orders.byId({ id: order.id })).discount).toBe(due.discount_centavos / 100);
    const [receipt] = await smtp.waitFor((caught) => caught.to.includes('distinct@example.com'));
    for (const part of [receipt?.text, receipt?.html]) {
      for (const words of ['Discount', `− ${formatPeso(due.discount_centavos)}`, formatPeso(due.amount_to_pay_centavos)]) expect(part).toContain(words);
    }
  });
});

// Two instances need a shared server database: PGlite is in-process, so this runs only with TEST_DATABASE_URL.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('distinct amounts across two app instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);

  it('gives buyers asking at once on two instances different amounts', async () => {
    await distinctIn(() => db().orm)(async () => {
      const pieces = await piecesAt(db().orm, 30, 150_000);
      const guests = await Promise.all(pieces.map((piece, index) => holdingGuest(index % 2 ? second() : db().orm, piece.id)));
      const amounts = await Promise.all(guests.map(({ caller }) => caller.orders.amountToPay({ province: METRO_MANILA })));
      expect(new Set(amounts.map((amount) => amount.amount_to_pay_centavos)).size).toBe(pieces.length);
    });
  });
});
