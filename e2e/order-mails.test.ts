import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { linkTo, mailFromOutbox } from './mail-outbox.ts';
import { apiGuest, availablePieces } from './shop-api.ts';
import { shop } from './shop.ts';

/** A guest order placed through the REST API (the checkout's own journeys drive the browser). */
async function placeGuestOrderByApi(email: string): Promise<number> {
  const piece = (await availablePieces()).at(-1);
  if (!piece) throw new Error('no piece is available');
  const guest = apiGuest();
  await guest.add(piece.id);
  const proof = await sharp({ create: { width: 60, height: 120, channels: 3, background: '#1f6feb' } }).png().toBuffer();
  const form = new FormData();
  const fields = {
    customer_name: 'Josefa Llanes',
    instagram_username: 'josefa_e2e',
    email,
    address_line1: '12 Kapitolyo St.',
    barangay: 'Kapitolyo',
    city: 'Pasig City',
    province: 'Metro Manila',
    mobile_number: '09175550101',
    guest_id: guest.guestId,
    shipping_fee: '80',
    grand_total: String(piece.price + 80),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('payment_proof', new File([new Uint8Array(proof)], 'proof.png', { type: 'image/png' }));
  const placed = await fetch(`${shop().baseUrl}/api/guest-orders`, { method: 'POST', headers: { 'X-Guest-ID': guest.guestId }, body: form });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { data: { order: { id: number } } }).data.order.id;
}

describe('order mails journey', () => {
  const browser = useBrowser();

  it('the receipt’s "View your order" opens the order on a phone; the owner sees the mails and resends one', async () => {
    const email = uniqueEmail('josefa');
    const orderId = await placeGuestOrderByApi(email);

    const receipt = await mailFromOutbox('order-receipt', (mail) => mail.raw.includes(`To: ${email}`));
    const phone = await openPage(browser(), PHONE);
    await phone.goto(linkTo(receipt, '/orders/view'));
    await expect.poll(() => phone.getByText('Josefa Llanes').isVisible()).toBe(true);
    await expect.poll(() => phone.getByText('Proof of Payment').count()).toBe(0);
    // One heading, the page's; the order's number a line under it; how the buyer paid among the details.
    expect(await phone.getByRole('heading').allTextContents()).not.toContain(`Order #${orderId}`);
    expect(await phone.getByText(`Order #${orderId}`, { exact: true }).isVisible()).toBe(true);
    expect(await phone.getByText('Paid with', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousViolations(phone, '/orders/view');
    await screenshot(phone, 'order-by-link-phone');
    await phone.context().close();

    const admin = await openPage(browser());
    await signInAsAdmin(admin);
    await admin.goto(`/admin-orders?order=${orderId}`);
    const receiptEntry = admin.getByText('Receipt', { exact: true });
    await expect.poll(() => receiptEntry.isVisible()).toBe(true);
    await expect.poll(() => admin.getByText('New-order alert', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => admin.getByText('Sent', { exact: true }).count()).toBe(2);
    await admin.getByRole('button', { name: 'Resend' }).first().click();
    await expect.poll(() => admin.getByText('Receipt', { exact: true }).count()).toBe(2);
    await expect.poll(() => admin.getByText('Sent', { exact: true }).count(), { timeout: 15_000 }).toBe(3);
    await expectNoSeriousViolations(admin, '/admin-orders mail timeline');
    await screenshot(admin, 'admin-order-mails-desktop');
    await admin.context().close();
  });
});
