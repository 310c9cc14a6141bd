import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { MailCatcher, type CaughtMail } from '../../test/mail-catcher.ts';
import { TEST_OWNER_EMAIL, TEST_SHOP_URL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import { orderStatusMail } from './mails/order-status.mail.ts';
import { OrderViewLink } from './order-view-link.entity.ts';
import { Order } from './order.entity.ts';

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

const about = (orderId: number) => (mail: CaughtMail) => mail.subject.includes(`#${orderId}`);

describe.each(TEST_DATABASES)('order mails on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  async function adminCaller() {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return callerFor(db().em(), { user, mail: mail().outbox }).admin;
  }

  it('placing an order delivers the buyer’s receipt and the owner’s alert, with the totals, pictures and links', async () => {
    const admin = await adminCaller();
    await admin.settings.update({ key: 'what_happens_after_payment', value: '<p>We ship within <strong>two days</strong>.</p><script>alert(1)</script>' });
    const { storage } = await temporaryStorage();
    const payment = { payment_method: 'GCash', payment_reference: '1009 876 543 210', amount_sent: 2579.5 };
    const { order, products } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'andres@example.com', prices: [1500, 999.5], payment });

    const [receipt] = await smtp.waitFor((caught) => caught.to.includes('andres@example.com') && about(order.id)(caught));
    expect(receipt?.subject).toBe(`Your Ukay order #${order.id}`);
    for (const part of [receipt?.text, receipt?.html]) {
      for (const words of [`Your order #${order.id} is in.`, 'Paid with GCash', 'Reference: 1009876543210', 'Amount sent: ₱2,579.50', '₱1,500.00', '₱999.50', '₱2,499.50', '₱80.00', '₱2,579.50', 'Gregoria de Jesus', '12 Kapitolyo St.', 'Pasig City', 'Mobile: 0917 555 0101', 'two days']) {
        expect(part).toContain(words);
      }
    }
    // Greeted by the name given, the order's number never where a name would be (the text part writes headings in capitals).
    expect(receipt?.html).toContain('Thank you, Gregoria!');
    expect(receipt?.html).toContain(`src="${TEST_SHOP_URL}/media/products/`);
    expect(receipt?.html).toContain('View your order');
    expect(receipt?.text).toMatch(new RegExp(`${TEST_SHOP_URL}/orders/view\\?token=[a-z2-7]{32}`));
    expect(receipt?.html).not.toContain('<script');
    expect(receipt?.html).toContain('prefers-color-scheme: dark');

    const [alert] = await smtp.waitFor((caught) => caught.to.includes(TEST_OWNER_EMAIL) && about(order.id)(caught));
    expect(alert?.subject).toBe(`New order #${order.id} from Gregoria de Jesus: ₱2,579.50`);
    expect(alert?.html).toContain(`${TEST_SHOP_URL}/admin-orders?order=${order.id}`);
    expect(alert?.text).toContain(`${TEST_SHOP_URL}/admin-orders?order=${order.id}`);
    for (const product of products) expect(alert?.text).toContain(product.name);
    expect(receipt?.messageId).not.toBe(alert?.messageId);
  });

  it('"View your order" opens that one order read-only, with no account or guest id, and only its hash is stored', async () => {
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'diego@example.com', prices: [800] });
    const [receipt] = await smtp.waitFor((caught) => caught.to.includes('diego@example.com') && about(order.id)(caught));
    const token = new RegExp(`${TEST_SHOP_URL}/orders/view\\?token=([a-z2-7]{32})`).exec(receipt?.text ?? '')?.[1] ?? '';

    const anyone = callerFor(db().em());
    const viewed = await anyone.orders.byViewLink({ token });
    expect(viewed).toMatchObject({ id: order.id, status: 'pending', total_amount: 880, items: [{ price: 800 }] });
    expect(viewed).not.toHaveProperty('payment_proof');
    expect((await failure(anyone.orders.byViewLink({ token: token.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a')) }))).code).toBe('NOT_FOUND');

    const stored = await db().em().find(OrderViewLink, { order: order.id });
    expect(stored.map((link) => link.tokenHash)).toContain(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(JSON.stringify(await db().em().execute('select * from order_view_links'))).not.toContain(token);
  });

  it('the owner’s alert goes to owner_notification_email once it is set', async () => {
    const admin = await adminCaller();
    await admin.settings.update({ key: 'owner_notification_email', value: 'orders@shop.example' });
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox });
    const [alert] = await smtp.waitFor((caught) => caught.subject.startsWith(`New order #${order.id} `));
    expect(alert?.to).toEqual(['orders@shop.example']);
    await admin.settings.update({ key: 'owner_notification_email', value: '' });
  });

  it('each status change delivers its news with the admin’s note; saving a note alone sends nothing', async () => {
    const admin = await adminCaller();
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'melchora@example.com' });
    const news = (caught: CaughtMail) => caught.to.includes('melchora@example.com') && caught.subject.startsWith(`Your Ukay order #${order.id} `);

    await admin.orders.updateStatus({ id: order.id, status: 'approved', admin_notes: 'Paid in full, thank you!' });
    const [approved] = await smtp.waitFor(news);
    expect(approved?.subject).toBe(`Your Ukay order #${order.id} is confirmed`);
    expect(approved?.text).toContain('Paid in full, thank you!');
    expect(approved?.html).toContain('Your payment is confirmed');

    await admin.orders.updateStatus({ id: order.id, status: 'approved', admin_notes: 'Packing it on Monday.' });
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', admin_notes: 'Sent by LBC.' });
    const all = await smtp.waitFor(news, { count: 2 });
    expect(all.map((caught) => caught.subject)).toEqual([`Your Ukay order #${order.id} is confirmed`, `Your Ukay order #${order.id} is on its way`]);
    expect(all[1]?.text).toContain('Sent by LBC.');
  });

  it('a status mail carries only the note written with that change: "delivered" does not repeat the shipping note', async () => {
    const admin = await adminCaller();
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'gabriela@example.com' });
    const news = (caught: CaughtMail) => caught.to.includes('gabriela@example.com') && caught.subject.startsWith(`Your Ukay order #${order.id} `);

    await admin.orders.updateStatus({ id: order.id, status: 'approved' });
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', admin_notes: 'Shipped via J&T today' });
    // The desk sends the note field as it stands, so the shipping note comes along unchanged.
    await admin.orders.updateStatus({ id: order.id, status: 'delivered', admin_notes: 'Shipped via J&T today' });
    // The mail worker sends several mails at once, so they may arrive in any order: told apart by subject.
    const all = await smtp.waitFor(news, { count: 3 });
    const shipped = all.find((caught) => caught.subject === `Your Ukay order #${order.id} is on its way`);
    const delivered = all.find((caught) => caught.subject === `Your Ukay order #${order.id} was delivered`);
    expect(shipped?.text).toContain('Shipped via J&T today');
    expect(delivered?.subject).toBe(`Your Ukay order #${order.id} was delivered`);
    for (const part of [delivered?.text, delivered?.html]) {
      expect(part).not.toContain('Shipped via J&amp;T today');
      expect(part).not.toContain('Shipped via J&T today');
      expect(part).not.toMatch(/a note from the shop/i);
    }
  });

  it('the owner’s alert says how the buyer paid, the amount sent against the amount to pay, and carries the proof inside it', async () => {
    const payment = { payment_method: 'GCash', payment_reference: '1009 876 543 210', amount_sent: 2000 };
    // Placed into the uploads the mail worker reads, as the app's one storage is.
    const { order } = await placeGuestOrder(() => db().em(), { storage: mail().storage, mail: mail().outbox, prices: [2640], payment });
    const alertOf = (id: number) => (caught: CaughtMail) => caught.subject.startsWith(`New order #${id} `);
    const [alert] = await smtp.waitFor(alertOf(order.id));
    for (const part of [alert?.text, alert?.html]) {
      for (const words of ['Paid with GCash', 'Reference: 1009876543210', 'Amount sent: ₱2,000.00 of ₱2,720.00 to pay (₱720.00 short)']) expect(part).toContain(words);
    }
    expect(alert?.html).toContain('src="cid:payment-proof"');
    expect(alert?.images.map((image) => [image.cid, image.contentType])).toEqual([['payment-proof', 'image/jpeg']]);
    const { default: sharp } = await import('sharp');
    const proof = await sharp(alert?.images[0]?.body).metadata();
    expect(proof.format).toBe('jpeg');
    expect(proof.width).toBeLessThanOrEqual(360);

    // A proof the worker cannot read (another storage here) leaves the alert without it, not unsent.
    const { storage } = await temporaryStorage();
    const other = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, prices: [1000] });
    const [bare] = await smtp.waitFor(alertOf(other.order.id));
    expect(bare?.images).toEqual([]);
    expect(bare?.text).toContain('The proof of payment is in the order.');
    expect(bare?.text).toContain('Payment method: not given');
    expect(bare?.text).toContain('Amount sent: not given (to pay: ₱1,080.00)');
  });

  it('a name like <img src=x onerror=alert(1)> arrives as text in every mail', async () => {
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, name: HOSTILE_NAME });
    const mails = await smtp.waitFor(about(order.id), { count: 2 });
    for (const caught of mails) {
      expect(caught.html).not.toContain('<img src=x');
      expect(caught.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(caught.text).toContain(HOSTILE_NAME);
    }
    expect(mails.find((caught) => caught.to.includes(TEST_OWNER_EMAIL))?.subject).toContain(HOSTILE_NAME);
  });

  it('a status change that rolls back sends nothing; the next one that commits sends its own', async () => {
    const admin = await adminCaller();
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'apolinario@example.com' });
    const news = (caught: CaughtMail) => caught.to.includes('apolinario@example.com') && caught.subject.startsWith(`Your Ukay order #${order.id} `);

    const rolledBack = db()
      .em()
      .transactional(async (tx) => {
        const stored = await tx.findOneOrFail(Order, { id: order.id });
        stored.status = 'cancelled';
        await mail().outbox.enqueue(tx, orderStatusMail, { orderId: order.id, status: 'cancelled', note: null });
        await tx.flush();
        throw new Error('the write failed after its mail was enqueued');
      });
    await expect(rolledBack).rejects.toThrow('the write failed');

    await admin.orders.updateStatus({ id: order.id, status: 'approved' });
    await smtp.waitFor(news);
    // Several polls later, still only the committed change's mail.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.mails.filter(news).map((caught) => caught.subject)).toEqual([`Your Ukay order #${order.id} is confirmed`]);
  });

  it('the owner’s timeline lists the order’s mails, and Resend queues one again as it was', async () => {
    const admin = await adminCaller();
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'josefa@example.com' });
    await admin.orders.updateStatus({ id: order.id, status: 'approved', admin_notes: 'Thank you!' });
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', admin_notes: 'Sent by LBC.' });
    await smtp.waitFor(about(order.id), { count: 4 });
    // The record is written just after the server accepted the mail.
    const timeline = async () => (await admin.orders.mails({ id: order.id })).mails;
    await expect.poll(async () => (await timeline()).map((entry) => [entry.label, entry.state, entry.recipient])).toEqual([
      ['Receipt', 'sent', 'josefa@example.com'],
      ['New-order alert', 'sent', TEST_OWNER_EMAIL],
      ['Status news: approved', 'sent', 'josefa@example.com'],
      ['Status news: shipped', 'sent', 'josefa@example.com'],
    ]);

    const approved = (await timeline())[2];
    if (!approved) throw new Error('the approval news is missing');
    const resent = await admin.orders.resendMail({ id: order.id, mail_id: approved.id });
    expect(resent.mails.at(-1)).toMatchObject({ label: 'Status news: approved', state: 'queued' });
    const news = await smtp.waitFor((caught) => caught.subject === `Your Ukay order #${order.id} is confirmed`, { count: 2 });
    expect(news[1]?.text).toContain('Thank you!');

    const other = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox });
    expect((await failure(admin.orders.resendMail({ id: other.order.id, mail_id: approved.id }))).code).toBe('NOT_FOUND');
  });

  it('a mail can only be enqueued inside a transaction', async () => {
    await expect(mail().outbox.enqueue(db().em(), orderStatusMail, { orderId: 1, status: 'approved', note: null })).rejects.toThrow(
      'must be enqueued inside the transaction',
    );
  });
});
