import { nanoid } from 'nanoid';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orderAmounts } from '../../../shared/order-amounts.ts';
import { PAYMENT_CODE_MESSAGES } from '../../../shared/schemas/payment-codes.ts';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import { adminCallerFor, createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct, proofFile } from '../../test/fixtures.ts';
import { ANA_GCASH, receiveCode } from '../../test/payment-code-fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Order } from '../orders/order.entity.ts';
import { StatementMatch } from '../orders/statement-match.entity.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { readCodeInPicture } from './code-pictures.ts';
import { readObjects, toBytes, toText } from './emv-tlv.ts';
import { PaymentCode } from './payment-code.entity.ts';
import { amountText, sameRecipient } from './qr-ph.ts';

/** A drawn code (an SVG data URL) as a phone's screenshot of it: a PNG. */
async function screenshotOf(picture: string): Promise<Uint8Array> {
  const svg = Buffer.from(picture.replace('data:image/svg+xml;base64,', ''), 'base64');
  return new Uint8Array(await sharp(svg, { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer());
}

const tagOf = (payload: string, tag: string) => {
  const found = readObjects(toBytes(payload))?.find((item) => item.tag === tag);
  return found ? toText(found.value) : undefined;
};

describe.each(TEST_DATABASES)("the owner's receive-money code on %s", (kind) => {
  const db = useTestDatabase(kind);

  async function owner() {
    await db().em().nativeDelete(PaymentCode, {});
    return (await adminCallerFor(db().em())).caller.admin.paymentCodes;
  }

  /** A guest with one piece in the cart, asking for checkout's code as delivered to Metro Manila. */
  async function guestAtCheckout(priceCentavos: number) {
    const product = await createTestProduct(db().em(), { priceCentavos });
    const caller = callerFor(db().em(), { guestIdHeader: nanoid() });
    await caller.cart.add({ product_id: product.id });
    const { amountToPayCentavos } = orderAmounts(METRO_MANILA, priceCentavos, await readPublicSettings(db().em()));
    return { code: () => caller.paymentCodes.forCheckout({ province: METRO_MANILA }), amountToPayCentavos };
  }

  it('reads a pasted code and shows whom it pays, saving nothing until the owner confirms', async () => {
    const codes = await owner();
    const read = await codes.read({ text: ` ${receiveCode(ANA_GCASH)}\n` });
    expect(read).toMatchObject({ kind: 'p2p', recipient: { name: 'Ana Cruz', institution: 'GCash', account: '•••••••4567' }, tested_at: null });
    expect((await codes.get()).code).toBeNull();
    expect(await codes.save({ payload: read.payload })).toEqual(read);
    expect((await codes.get()).code).toEqual(read);
  });

  it('reads the code in a screenshot, byte for byte as drawn', async () => {
    const codes = await owner();
    const payload = receiveCode({ ...ANA_GCASH, name: 'Niño Peñaflor', city: 'Parañaque' });
    await codes.save({ payload });
    const { picture } = await codes.test();
    const screenshot = await screenshotOf(picture);
    const minted = await readCodeInPicture(screenshot);
    expect(minted && sameRecipient(payload, minted)).toBe(true);
    const form = new FormData();
    form.append('picture', new File([screenshot.slice()], 'qr.png', { type: 'image/png' }));
    // A minted code carries an amount: it is refused as the owner's receive-money code, with the reason.
    expect(fieldErrorsOf(await failure(codes.read(form)))).toMatchObject({ picture: [expect.stringContaining('one payment')] });
  });

  it('refuses what is no receive-money code, at the field it came from', async () => {
    const codes = await owner();
    expect(fieldErrorsOf(await failure(codes.read({ text: 'https://example.com' })))).toMatchObject({ text: ['This is not a QR Ph payment code'] });
    const noCode = new FormData();
    noCode.append('picture', await proofFile());
    expect(fieldErrorsOf(await failure(codes.read(noCode)))).toMatchObject({ picture: [PAYMENT_CODE_MESSAGES.noCodeInPicture] });
    expect(fieldErrorsOf(await failure(codes.read({})))).toMatchObject({ text: [PAYMENT_CODE_MESSAGES.nothingGiven] });
    expect(fieldErrorsOf(await failure(codes.save({ payload: `${receiveCode(ANA_GCASH).slice(0, -4)}0000` })))).toMatchObject({ payload: [expect.any(String)] });
  });

  it("shows a buyer the owner's own code until the owner's test payment arrived, then one for the exact amount", async () => {
    const codes = await owner();
    const payload = receiveCode(ANA_GCASH);
    const checkout = await guestAtCheckout(124_950);
    expect(await checkout.code()).toBeNull();

    await codes.save({ payload });
    const untested = await checkout.code();
    expect(untested).toMatchObject({ carries_amount: false, amount_centavos: checkout.amountToPayCentavos, recipient: { name: 'Ana Cruz' } });
    expect(await readCodeInPicture(await screenshotOf(untested?.picture ?? ''))).toBe(payload);

    const test = await codes.test();
    expect(test.amount_centavos).toBeGreaterThanOrEqual(101);
    expect(test.amount_centavos).toBeLessThanOrEqual(109);
    expect(tagOf((await readCodeInPicture(await screenshotOf(test.picture))) ?? '', '54')).toBe(amountText(test.amount_centavos));
    expect((await codes.confirmTest({ payload })).tested_at).not.toBeNull();

    const tested = await checkout.code();
    expect(tested).toMatchObject({ carries_amount: true, amount_centavos: checkout.amountToPayCentavos });
    const scanned = (await readCodeInPicture(await screenshotOf(tested?.picture ?? ''))) ?? '';
    expect(tagOf(scanned, '54')).toBe(amountText(checkout.amountToPayCentavos));
    expect(sameRecipient(payload, scanned)).toBe(true);
  });

  it("draws the code for what an order asked for a payment fix still owes, for its buyer and the owner, and none for another order", async () => {
    const codes = await owner();
    const payload = receiveCode(ANA_GCASH);
    await codes.save({ payload });
    await codes.confirmTest({ payload });
    const guestId = nanoid();
    const product = await createTestProduct(db().em(), { status: 'Pending', priceCentavos: 116_963 });
    const order = await createTestOrder(db().em(), { products: [product], status: 'awaiting_payment_fix', fields: { guestId } });
    const buyer = callerFor(db().em(), { guestIdHeader: guestId });

    const forBuyer = await buyer.paymentCodes.forOrder({ id: order.id });
    expect(forBuyer).toMatchObject({ carries_amount: true, amount_centavos: order.totalCentavos });
    expect(tagOf((await readCodeInPicture(await screenshotOf(forBuyer?.picture ?? ''))) ?? '', '54')).toBe(amountText(order.totalCentavos));
    expect((await codes.forOrder({ id: order.id }))?.amount_centavos).toBe(order.totalCentavos);
    // Another buyer's order is missing to them, as the order itself is.
    expect((await failure(callerFor(db().em(), { guestIdHeader: nanoid() }).paymentCodes.forOrder({ id: order.id }))).code).toBe('NOT_FOUND');

    // The owner's statement found its reference with ₱1,200.00: the code asks for the rest.
    await db().em().fork().insert(StatementMatch, { order: order.id, verdict: 'amount-differs', creditLine: 1, creditAt: new Date(), creditAmountCentavos: 120_000, creditReference: null, reader: 'pasted-lines-v1', checkedAt: new Date() });
    expect((await buyer.paymentCodes.forOrder({ id: order.id }))?.amount_centavos).toBe(order.totalCentavos - 120_000);

    // A pending order came with its proof, and an approved one is paid: no code invites paying twice.
    for (const status of ['pending', 'approved'] as const) {
      await db().em().nativeUpdate(Order, { id: order.id }, { status });
      expect(await buyer.paymentCodes.forOrder({ id: order.id })).toBeNull();
    }
  });

  it('asks for a new test once the owner saves another code, and refuses a test for a code replaced since', async () => {
    const codes = await owner();
    await codes.save({ payload: receiveCode(ANA_GCASH) });
    await codes.confirmTest({ payload: receiveCode(ANA_GCASH) });
    const other = receiveCode({ ...ANA_GCASH, account: '09179876543' });
    expect((await codes.save({ payload: other })).tested_at).toBeNull();
    expect((await failure(codes.confirmTest({ payload: receiveCode(ANA_GCASH) }))).message).toBe(PAYMENT_CODE_MESSAGES.codeChanged);
    await codes.remove();
    expect((await failure(codes.test())).message).toBe(PAYMENT_CODE_MESSAGES.noOwnerCode);
  });
});
