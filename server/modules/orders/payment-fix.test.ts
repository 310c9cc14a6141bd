import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FIX_MESSAGES } from '../../../shared/schemas/orders.ts';
import { pictureFile, temporaryStorage } from '../../test/admin-fixtures.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { MailCatcher, type CaughtMail } from '../../test/mail-catcher.ts';
import { TEST_SHOP_URL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { Product } from '../pieces/entities.ts';
import { Order } from './order.entity.ts';
import { PAYMENT_FIX_EXPIRED_NOTE, updateOrderStatus } from './order-status.service.ts';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('an order awaiting a payment fix on %s (audit C-2)', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  async function orderAndOwner(email: string) {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const { storage } = await temporaryStorage();
    const placed = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email, payment: { payment_method: 'BPI', amount_sent: 1000 } });
    return { ...placed, owner: user, storage, admin: callerFor(db().em(), { user, mail: mail().outbox }).admin };
  }

  const newsOf = (email: string, orderId: number) => (caught: CaughtMail) => caught.to.includes(email) && caught.subject.startsWith(`Your Ukay order #${orderId} `);
  const pieceStatus = async (id: number) => (await db().em().findOneOrFail(Product, { id })).status;

  it('keeps the pieces held for the buyer until the deadline, and mails the note, the deadline and a link to send a new proof', async () => {
    const email = 'melchora@example.com';
    const { order, products, admin } = await orderAndOwner(email);
    const asked = await admin.orders.updateStatus({ id: order.id, status: 'awaiting_payment_fix', admin_notes: 'Amount short by ₱580.00. Please send the balance.' });

    expect(asked.status).toBe('awaiting_payment_fix');
    const due = Date.parse(asked.payment_fix_due_at ?? '');
    expect(due - Date.now()).toBeGreaterThan(23.9 * HOUR_MS);
    expect(due - Date.now()).toBeLessThanOrEqual(24 * HOUR_MS);
    expect(await pieceStatus(products[0]?.id ?? 0)).toBe('Pending');

    const [news] = await smtp.waitFor((caught) => newsOf(email, order.id)(caught) && caught.subject.endsWith('needs a payment fix'));
    expect(news?.text).toContain('Amount short by ₱580.00. Please send the balance.');
    expect(news?.text).toContain('Your pieces are held for you until');
    expect(news?.text).toMatch(new RegExp(`Send a new proof.*${TEST_SHOP_URL}/orders/view\\?token=[a-z2-7]{32}`, 's'));
  });

  it('takes a new proof by the mail’s link: the order is pending again with the new transfer, and the owner is told', async () => {
    const email = 'marcela@example.com';
    const { order, admin, storage } = await orderAndOwner(email);
    const proofBefore = (await db().em().findOneOrFail(Order, { id: order.id })).paymentProofKey;
    await admin.orders.updateStatus({ id: order.id, status: 'awaiting_payment_fix' });
    const [news] = await smtp.waitFor((caught) => newsOf(email, order.id)(caught) && caught.subject.endsWith('needs a payment fix'));
    const token = /\/orders\/view\?token=([a-z2-7]{32})/.exec(news?.text ?? '')?.[1] ?? '';
    const stranger = callerFor(db().em(), { storage, mail: mail().outbox });

    const fixed = await stranger.orders.fixPayment({ token, payment_proof: await pictureFile('second-proof.png', '#3a7d44'), payment_reference: 'BPI-2211', amount_sent: '580' });

    expect(fixed).toMatchObject({ status: 'pending', payment_fix_due_at: null, payment_reference: 'BPI-2211', amount_sent: 580 });
    const stored = await db().em().findOneOrFail(Order, { id: order.id });
    expect(stored.paymentChecks).toEqual([]);
    expect(stored.paymentProofKey).not.toBe(proofBefore);
    expect((await storage.get(stored.paymentProofKey))?.body.byteLength).toBeGreaterThan(0);
    // The replaced proof's file is gone with it: a buyer's payment screenshot is kept only while it is the order's.
    expect(await storage.get(proofBefore)).toBeNull();
    const events = await admin.orders.events({ id: order.id });
    expect(events.events.map((event) => [event.kind, event.actor_email])).toContainEqual(['payment-fix', email]);
    const [alert] = await smtp.waitFor((caught) => caught.subject === `New proof for order #${order.id} from Gregoria de Jesus`);
    expect(alert?.text).toContain('₱580.00 sent, reference BPI-2211');

    // Sent once: the order no longer awaits a fix, so the same link cannot replace the proof again.
    const again = stranger.orders.fixPayment({ token, payment_proof: await pictureFile() });
    await expect(again).rejects.toThrow(PAYMENT_FIX_MESSAGES.notAwaiting);
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT' } satisfies Partial<TRPCError>);
  });

  it('cancels the order when the deadline passes with no new proof: the pieces go back on sale and the buyer is told why', async () => {
    const email = 'tandang@example.com';
    const { order, products, owner } = await orderAndOwner(email);
    // Asked two days ago, so its 24 hours are over and the task is due at once.
    await updateOrderStatus(db().em(), mail().outbox, owner, { id: order.id, status: 'awaiting_payment_fix' }, new Date(Date.now() - 48 * HOUR_MS));

    const [cancelled] = await smtp.waitFor((caught) => newsOf(email, order.id)(caught) && caught.subject.endsWith('was cancelled'));
    expect(cancelled?.text).toContain(PAYMENT_FIX_EXPIRED_NOTE);
    const stored = await db().em().findOneOrFail(Order, { id: order.id });
    expect(stored).toMatchObject({ status: 'cancelled', paymentFixDueAt: null });
    expect(await pieceStatus(products[0]?.id ?? 0)).toBe('Available');
  });

  it('leaves an order the owner decided before its deadline alone', async () => {
    const email = 'gliceria@example.com';
    const { order, products, owner, admin } = await orderAndOwner(email);
    // Its 24 hours end three seconds from now.
    await updateOrderStatus(db().em(), mail().outbox, owner, { id: order.id, status: 'awaiting_payment_fix' }, new Date(Date.now() - 24 * HOUR_MS + 3000));
    await admin.orders.updateStatus({ id: order.id, status: 'approved' });

    await smtp.waitFor((caught) => newsOf(email, order.id)(caught) && caught.subject.endsWith('is confirmed'));
    // Past the deadline, with the task's worker looking every half second here.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect((await db().em().findOneOrFail(Order, { id: order.id })).status).toBe('approved');
    expect(await pieceStatus(products[0]?.id ?? 0)).toBe('Sold');
  });
});
