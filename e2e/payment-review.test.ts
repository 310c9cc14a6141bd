import { nanoid } from 'nanoid';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { checkOutAsGuestToPayment, reviewAndPlace } from './checkout-steps.ts';
import { apiAdmin } from './shop-api.ts';

/** A GCash receipt of this run's own: stripes no other journey's proof has. */
async function receipt(): Promise<Buffer> {
  const stripes = Array.from({ length: 6 }, (_, index) => `<rect y="${120 + index * 90}" x="30" width="${120 + ((index * 97 + Date.now()) % 200)}" height="36" fill="#222"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="740"><rect width="360" height="740" fill="#fff"/><rect width="360" height="90" fill="#0a5ce0"/>${stripes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A guest buys the piece on a phone, paying by GCash with this proof and reference. */
async function checkOut(page: Page, productId: number, proof: Buffer, reference: string): Promise<number> {
  await checkOutAsGuestToPayment(page, productId, uniqueEmail('paid'));
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'gcash.png', mimeType: 'image/png', buffer: proof });
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByRole('textbox', { name: 'Reference no.' }).fill('12345');
  await dialog.getByRole('button', { name: 'Review Order' }).click();
  await expect.poll(() => dialog.getByText('A GCash reference no. has 13 digits').isVisible()).toBe(true);
  await dialog.getByRole('textbox', { name: 'Reference no.' }).fill(reference);
  await dialog.getByRole('textbox', { name: 'Amount sent' }).fill('500');
  return reviewAndPlace(page);
}

describe('reviewing a payment on a 360 px phone', () => {
  const browser = useBrowser();

  it('flags a re-used screenshot and reference to the owner, who zooms the proof and ticks a check', async () => {
    const proof = await receipt();
    const digits = `${Date.now()}`.slice(-13).padStart(13, '7');
    const reference = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    const admin = await apiAdmin();
    const [firstPiece, secondPiece] = [(await admin.listPiece(`Review Piece ${nanoid(6)}`, { price: 500 })).id, (await admin.listPiece(`Review Piece ${nanoid(6)}`, { price: 500 })).id];

    const firstBuyer = await openPage(browser(), PHONE);
    const first = await checkOut(firstBuyer, firstPiece, proof, reference);
    await firstBuyer.context().close();
    const secondBuyer = await openPage(browser(), PHONE);
    const second = await checkOut(secondBuyer, secondPiece, proof, reference);
    await secondBuyer.context().close();

    const owner = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(owner);
      await owner.goto(`/admin-orders?order=${second}`);
      const review = owner.getByRole('region', { name: 'Payment', exact: true });
      await expect.poll(() => review.getByText('Reference no. already used').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => review.getByText('Same screenshot as another order').isVisible()).toBe(true);
      expect(await review.getByRole('link', { name: `#${first}` }).count()).toBe(2);
      expect(await review.getByRole('link', { name: `#${first}` }).first().getAttribute('href')).toContain(`order=${first}`);
      await expect.poll(() => review.getByText(digits).isVisible()).toBe(true);

      const zoom = review.getByTestId('proof-zoom');
      await expect.poll(() => review.getByRole('img', { name: 'The buyer’s payment screenshot' }).isVisible()).toBe(true);
      expect(await zoom.textContent()).toBe('100%');
      await review.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(async () => Number.parseInt((await zoom.textContent()) ?? '', 10)).toBeGreaterThan(100);
      await review.getByRole('button', { name: 'Reset zoom' }).click();
      await expect.poll(() => zoom.textContent()).toBe('100%');
      // A double tap (a double click here) zooms in where it lands; the library's layer takes the pointer.
      await review.locator('.react-transform-wrapper').dblclick();
      await expect.poll(async () => Number.parseInt((await zoom.textContent()) ?? '', 10)).toBeGreaterThan(100);
      await screenshot(owner, 'payment-review-phone');

      await review.getByRole('checkbox', { name: 'Seen in GCash history' }).check();
      await expect.poll(() => review.getByRole('status').textContent()).toBe('Saved.');
      await owner.reload();
      await expect.poll(() => owner.getByRole('region', { name: 'Payment', exact: true }).getByRole('checkbox', { name: 'Seen in GCash history' }).isChecked(), { timeout: 15_000 }).toBe(true);
      await expectNoSeriousViolations(owner, 'payment review', 'section[aria-labelledby^="payment-review"]');
    } finally {
      await owner.context().close();
    }
  });
});
