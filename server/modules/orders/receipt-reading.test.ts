import { describe, expect, it } from 'vitest';
import { adminCallerFor, createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { plannedTasks } from '../../test/planned-tasks.ts';
import { gcashReceipt, type ReceiptShown } from '../../test/receipts.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { storeProof } from './order-placement.service.ts';
import { Order } from './order.entity.ts';
import { proofHash } from './proof-hash.ts';
import { readProofTask } from './receipt-reading.service.ts';

const AT = 'Nov 30, 2026 2:05 PM';

describe.each(TEST_DATABASES)("reading a proof's receipt in the background on %s", (kind) => {
  const db = useTestDatabase(kind);

  /** The pushes the readings plan. */
  const { planned, outbox } = plannedTasks();

  async function setUp() {
    await db().em().nativeDelete(Order, {});
    planned.length = 0;
    const admin = await adminCallerFor(db().em());
    /** A pending order of a ₱1,169.63 piece (₱1,249.63 with Metro Manila's fee) paid with this receipt. */
    const orderPaidWith = async (shown: ReceiptShown, typedReference: string | null = null) => {
      const picture = await gcashReceipt(shown);
      const proofKey = await storeProof(admin.storage, picture);
      const product = await createTestProduct(db().em(), { status: 'Pending', priceCentavos: 116_963 });
      const order = await createTestOrder(db().em(), { products: [product], proofKey, fields: { proofHash: await proofHash(picture), paymentReference: typedReference } });
      return { order, read: () => readProofTask.run(db().em().fork(), { orderId: order.id, proofKey }, { outbox, storage: admin.storage }) };
    };
    return { admin: admin.caller.admin.orders, push: admin.caller.admin.push, orderPaidWith };
  }

  it('never flags two receipts of one template as the same screenshot once read, and still flags one receipt used twice', async () => {
    const { admin, orderPaidWith } = await setUp();
    const first = await orderPaidWith({ amount: '1,249.63', reference: '7012 345 678901', at: AT });
    const other = await orderPaidWith({ amount: '620.00', reference: '7012 345 678903', at: AT });
    const again = await orderPaidWith({ amount: '1,249.63', reference: '7012 345 678901', at: AT });
    // Unread, the picture hash alone finds all three alike: one wallet's receipts look alike.
    expect((await admin.byId({ id: other.order.id })).payment_flags.same_screenshot).toEqual([first.order.id, again.order.id]);

    await Promise.all([first.read(), other.read(), again.read()]);
    expect((await admin.byId({ id: first.order.id })).proof_reading).toMatchObject({ amount: 1249.63, reference: '7012345678901' });
    expect((await admin.byId({ id: other.order.id })).payment_flags.same_screenshot).toEqual([]);
    expect((await admin.byId({ id: first.order.id })).payment_flags.same_screenshot).toEqual([again.order.id]);
    expect((await admin.byId({ id: again.order.id })).payment_flags.same_screenshot).toEqual([first.order.id]);
  });

  it('tells the owner when the receipt read shows another amount than the total, or another reference than the buyer typed, and pushes the amount to their phone', async () => {
    const { admin, push, orderPaidWith } = await setUp();
    const phone = await push.subscribe({ endpoint: `https://push.example/${kind}-reader`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Chrome on Android' });
    const paid = await orderPaidWith({ amount: '1,249.63', reference: '7012 345 678901', at: AT }, '7012345678901');
    const short = await orderPaidWith({ amount: '1,200.00', reference: '7012 345 678902', at: AT }, '7012345678909');
    await Promise.all([paid.read(), short.read()]);
    const flagsOf = async (id: number) => (await admin.byId({ id })).payment_flags;
    expect(await flagsOf(paid.order.id)).toMatchObject({ receipt_amount_differs: null, receipt_reference_differs: null });
    expect(await flagsOf(short.order.id)).toMatchObject({
      receipt_amount_differs: { amount_read: 1200, total_amount: 1249.63 },
      receipt_reference_differs: { reference_read: '7012345678902', reference_typed: '7012345678909' },
    });
    // One push, for the order whose proof shows another amount; the one paid in full pushes nothing.
    expect(planned).toEqual([
      {
        task: 'push-to-device',
        at: expect.any(Date) as unknown,
        data: {
          deviceId: phone.id,
          title: `Check the payment of order #${short.order.id}`,
          body: 'Its proof shows ₱1,200.00; the order asks ₱1,249.63.',
          url: `/admin-orders?order=${short.order.id}`,
          tag: `order-${short.order.id}`,
          pending: 2,
        },
      },
    ]);
  });

  it('leaves a proof replaced since the reading was planned for its own reading', async () => {
    const { admin, orderPaidWith } = await setUp();
    const replaced = await orderPaidWith({ amount: '1,249.63', reference: '7012 345 678901', at: AT });
    await db().em().nativeUpdate(Order, { id: replaced.order.id }, { paymentProofKey: 'proofs/newer-1600.webp' });
    await replaced.read();
    expect((await admin.byId({ id: replaced.order.id })).proof_reading).toBeNull();
  });
});
