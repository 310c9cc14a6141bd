import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { customAlphabet } from 'nanoid';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, SCREENSHOT_DIR, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { linkTo, mailFromOutbox } from './mail-outbox.ts';
import { apiAdmin, apiGuest } from './shop-api.ts';
import { shop } from './shop.ts';

const run = promisify(execFile);

const TRACKING_NUMBER = '820012345678';
const JNT_LINK = `https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=${TRACKING_NUMBER}`;
const BUYER = { customer_name: 'Leonor Rivera', address_line1: 'Unit 4, 18 Malumanay St.', barangay: 'Kapitolyo', city: 'Pasig City', province: 'Metro Manila' };
/** The page size pdfinfo reports, in whole millimetres (Chromium rounds the page to whole CSS pixels). */
function pageMillimetres(info: string): number[] {
  const [, width = '0', height = '0'] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  return [width, height].map((points) => Math.round((Number(points) * 25.4) / 72));
}

/** A guest buys the piece through the REST API; returns the order and the guest id it belongs to. */
async function placeGuestOrder(piece: { id: number; price: number }, email: string) {
  const guest = apiGuest();
  await guest.add(piece.id);
  const proof = await sharp({ create: { width: 60, height: 120, channels: 3, background: '#1f6feb' } }).png().toBuffer();
  const form = new FormData();
  const fields = { ...BUYER, instagram_username: 'leonor_e2e', email, mobile_number: '09175550101', guest_id: guest.guestId, shipping_fee: '80', grand_total: String(piece.price + 80) };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('payment_proof', new File([new Uint8Array(proof)], 'proof.png', { type: 'image/png' }));
  const placed = await fetch(`${shop().baseUrl}/api/guest-orders`, { method: 'POST', headers: { 'X-Guest-ID': guest.guestId }, body: form });
  expect(placed.status).toBe(201);
  return { orderId: ((await placed.json()) as { data: { order: { id: number } } }).data.order.id, guestId: guest.guestId };
}

/** The tracking line and its link, as the buyer sees them. */
async function expectTrackingLink(within: Locator) {
  await expect.poll(() => within.getByText(`Shipped with J&T Express · Tracking no. ${TRACKING_NUMBER}`).isVisible()).toBe(true);
  const link = within.getByRole('link', { name: /Track parcel/ });
  expect(await link.getAttribute('href')).toBe(JNT_LINK);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
}

/** Chromium's print of the page as it is (its print CSS and @page size), as a PDF file; answers its text and page size. */
async function printToPdf(page: Page, name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ukay-slip-'));
  const pdf = path.join(dir, `${name}.pdf`);
  await writeFile(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const [{ stdout: text }, { stdout: info }] = await Promise.all([run('pdftotext', ['-layout', pdf, '-']), run('pdfinfo', [pdf])]);
  return { pdf, text, info };
}

describe('packing slip journey', () => {
  const browser = useBrowser();

  it('the owner ships with J&T; the buyer follows the parcel; the owner copies the address and prints the slip on A6', async () => {
    const admin = await apiAdmin();
    // Four digits: narrow enough for the A6 slip's SKU column whatever they are (a random six letters
    // such as `mAnX8h` could be wider than it, and the SKU then wrapped at its hyphen in the PDF's text).
    const sku = `SLIP-${customAlphabet('0123456789', 4)()}`;
    const piece = { ...(await admin.listPiece(`Packing Slip Piece ${sku}`, { sku, price: 450 })), sku };
    const email = uniqueEmail('leonor');
    const { orderId, guestId } = await placeGuestOrder(piece, email);
    await admin.call('POST', `/admin/orders/${orderId}/status`, { status: 'shipped', courier: 'jnt', tracking_number: TRACKING_NUMBER });

    // The buyer: My Orders (the browser holds the guest id the order was placed with), then the mail's link.
    const buyer = await openPage(browser(), PHONE);
    await buyer.addInitScript(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.guestId, guestId] as const);
    await buyer.goto('/my-orders');
    await expectTrackingLink(buyer.getByRole('article', { name: `Order #${orderId}` }));
    await screenshot(buyer, 'my-orders-tracking-phone', { firstScreen: true });
    const shippedMail = await mailFromOutbox('order-status', (mail) => mail.raw.includes(`To: ${email}`) && mail.subject.endsWith('is on its way'));
    expect(shippedMail.text).toContain(JNT_LINK);
    await buyer.goto(linkTo(shippedMail, '/orders/view'));
    await expectTrackingLink(buyer.getByRole('main'));
    await buyer.context().close();

    // The owner, on a phone: the order, its address copied for the courier's app, then its slip.
    const owner = await openPage(browser(), PHONE);
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAdmin(owner);
    await owner.goto(`/admin-orders?order=${orderId}`);
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(
      'Leonor Rivera\nUnit 4, 18 Malumanay St.\nKapitolyo\nPasig City, Metro Manila\n0917 555 0101',
    );
    await screenshot(owner, 'admin-order-fulfil-tools-phone', { firstScreen: true });
    await dialog.getByRole('link', { name: 'Packing slip' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin-packing-slips' && url.searchParams.get('order') === String(orderId));
    const slip = owner.getByRole('article', { name: `Packing slip for order #${orderId}` });
    await expect.poll(() => slip.getByText('Unit 4, 18 Malumanay St.').isVisible()).toBe(true);
    const skuCell = slip.getByRole('cell', { name: piece.sku, exact: true });
    await expect.poll(() => skuCell.isVisible()).toBe(true);
    // The SKU is read off the rail whole: one line at 360 px, never 'SLIP-/1234' (audit C-16).
    const skuLines = await skuCell.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(skuLines).toBe(1);
    // Where the courier brings back a parcel it cannot deliver: the shop's own address (the setting's default here).
    const returnTo = await slip.getByRole('region', { name: 'Return to' }).innerText();
    expect(returnTo.split('\n').filter(Boolean)).toEqual(['RETURN TO', 'Ukay', 'Pasig City, Metro Manila']);
    await expectNoSeriousViolations(owner, '/admin-packing-slips');
    const width = await owner.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(owner, 'packing-slip-phone');

    const a6 = await printToPdf(owner, 'packing-slip-a6');
    expect(pageMillimetres(a6.info)).toEqual([105, 148]);
    expect(a6.info).toMatch(/Pages:\s+1\b/);
    for (const words of [`Order #${orderId}`, 'RETURN TO', 'Leonor Rivera', 'Unit 4, 18 Malumanay St.', 'Kapitolyo', 'Pasig City, Metro Manila', '0917 555 0101', '@leonor_e2e', piece.sku, '₱530.00', `Tracking no. ${TRACKING_NUMBER}`]) {
      expect(a6.text).toContain(words);
    }
    // Printed, the slip stands alone: no site header or footer, no controls.
    for (const words of ['Back to Order Management', 'Print', 'Paper', 'Privacy', 'Prices in Philippine pesos']) expect(a6.text).not.toContain(words);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await run('pdftoppm', ['-png', '-r', '110', '-singlefile', a6.pdf, path.join(SCREENSHOT_DIR, 'packing-slip-a6')]);

    await owner.getByText('A4 · stacked').click();
    await owner.waitForURL((url) => url.searchParams.get('size') === 'a4');
    const a4 = await printToPdf(owner, 'packing-slip-a4');
    expect(pageMillimetres(a4.info)).toEqual([210, 297]);
    expect(a4.text).toContain('Unit 4, 18 Malumanay St.');

    // The day's packing, from Order Management: every Approved order's slip on one page.
    await owner.goto('/admin-orders');
    await owner.getByRole('link', { name: 'Print packing slips for approved orders' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin-packing-slips' && url.searchParams.get('status') === 'approved');
    await owner.getByRole('heading', { name: 'Packing slips: approved orders' }).waitFor();
    await owner.context().close();
  });
});
