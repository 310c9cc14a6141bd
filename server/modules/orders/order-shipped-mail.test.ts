import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { MailCatcher, type CaughtMail } from '../../test/mail-catcher.ts';
import { useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';

describe.each(TEST_DATABASES)('the shipped mail on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  async function shippedBy(email: string, shipment: { courier: 'jnt' | 'lalamove'; tracking_number: string }) {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = callerFor(db().em(), { user, mail: mail().outbox }).admin;
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email });
    await admin.orders.updateStatus({ id: order.id, status: 'approved' });
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', ...shipment });
    const news = (caught: CaughtMail) => caught.to.includes(email) && caught.subject.startsWith(`Your Ukay order #${order.id} `);
    // The mail worker sends several mails at once, so the two may arrive in either order: told apart by subject.
    const both = await smtp.waitFor(news, { count: 2 });
    const shipped = both.find((caught) => caught.subject === `Your Ukay order #${order.id} is on its way`);
    return { order, shipped, approved: both.find((caught) => caught !== shipped) };
  }

  it('carries the courier, the tracking number and the courier’s page for it; the approval before it carries none', async () => {
    const { order, shipped, approved } = await shippedBy('gabriela@example.com', { courier: 'jnt', tracking_number: '820 0123/45' });
    expect(shipped?.subject).toBe(`Your Ukay order #${order.id} is on its way`);
    const link = 'https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=820%200123%2F45';
    for (const part of [shipped?.text, shipped?.html]) {
      expect(part).toContain('Tracking no. 820 0123/45');
      expect(part).toContain('Track your parcel');
    }
    expect(shipped?.text).toContain('Shipped with J&T Express');
    expect(shipped?.html).toContain('Shipped with J&amp;T Express');
    expect(shipped?.text).toContain(link);
    expect(shipped?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(approved?.text).not.toContain('Tracking no.');
  });

  it('a same-day courier’s share link is the link; a number that is not one shows as text alone', async () => {
    const shared = await shippedBy('apolinaria@example.com', { courier: 'lalamove', tracking_number: 'https://share.lalamove.com/?PH2611&lang=en' });
    expect(shared.shipped?.text).toContain('Shipped with Lalamove');
    expect(shared.shipped?.html).toContain('href="https://share.lalamove.com/?PH2611&amp;lang=en"');

    const plain = await shippedBy('trinidad@example.com', { courier: 'lalamove', tracking_number: 'javascript:alert(1)' });
    expect(plain.shipped?.text).toContain('Tracking no. javascript:alert(1)');
    expect(plain.shipped?.text).not.toContain('Track your parcel');
    expect(plain.shipped?.html).not.toContain('href="javascript:');
  });

  it('mails the tracking number when it is added to an order shipped without one, and again when corrected; a note alone sends nothing', async () => {
    const email = 'teresa@example.com';
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = callerFor(db().em(), { user, mail: mail().outbox }).admin;
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email });
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', courier: 'jnt' });
    const tracking = (caught: CaughtMail) => caught.to.includes(email) && caught.subject === `Your Ukay order #${order.id}: its tracking number`;

    await admin.orders.updateStatus({ id: order.id, status: 'shipped', tracking_number: '820 5555' });
    const [added] = await smtp.waitFor(tracking);
    expect(added?.text).toContain('Tracking no. 820 5555');
    expect(added?.text).toContain('Track your parcel');
    await admin.orders.updateStatus({ id: order.id, status: 'shipped', tracking_number: '820 5556' });
    const [, corrected] = await smtp.waitFor(tracking, { count: 2 });
    expect(corrected?.text).toContain('Tracking no. 820 5556');

    await admin.orders.updateStatus({ id: order.id, status: 'shipped', admin_notes: 'Packed with care' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.filter(tracking)).toHaveLength(2);
    const timeline = await admin.orders.mails({ id: order.id });
    expect(timeline.mails.filter((entry) => entry.label === 'Tracking number')).toHaveLength(2);
  });
});
