import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';

/** A real image, as a buyer's screenshot of their GCash payment would be. */
async function paymentScreenshot() {
  const buffer = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#1f6feb' } }).png().toBuffer();
  return { name: 'gcash-receipt.png', mimeType: 'image/png', buffer };
}

async function addFirstAvailablePiece(page: Page): Promise<string> {
  await page.goto('/new');
  const card = page.locator('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first();
  const name = (await card.locator('.product-name').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Product added to cart!').first().waitFor();
  return name.trim();
}

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('dialog').getByLabel(new RegExp(`^${label}`)).and(page.locator('input')).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillCustomerInfo(page: Page, options: { email?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Teresa Magbanua');
  if (options.email) await dialog.getByRole('textbox', { name: 'Email' }).fill(options.email);
  await dialog.getByRole('textbox', { name: 'Instagram username' }).fill('nay_isa');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('0917 555 0101');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 Kapitolyo St.');
  await pick(page, 'Province', 'Metro', 'Metro Manila');
  await pick(page, 'City', 'Pasig', 'Pasig City');
  await pick(page, 'Barangay', 'Kapit', 'Kapitolyo');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
}

async function payAndPlace(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Reserved for you!').isVisible()).toBe(true);
  await expect.poll(() => dialog.getByRole('timer').textContent()).toMatch(/^\d+:\d{2}$/);
  await dialog.getByRole('button', { name: 'Review Order' }).click();
  await expect.poll(() => dialog.getByText('Proof of payment is required').isVisible()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(await paymentScreenshot());
  await expect.poll(() => dialog.getByRole('img', { name: 'Your proof of payment' }).isVisible()).toBe(true);
  await screenshot(page, 'checkout-payment-phone');
  await dialog.getByRole('button', { name: 'Review Order' }).click();
  await expect.poll(() => dialog.getByText('₱80.00').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect.poll(() => dialog.getByText('Thank you for your order!').isVisible(), { timeout: 20_000 }).toBe(true);
}

describe('checkout at phone width', () => {
  const browser = useBrowser();

  it('takes a guest from the cart to the thank-you view with a real proof upload', async () => {
    const page = await openPage(browser(), PHONE);
    const piece = await addFirstAvailablePiece(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    await page.getByRole('dialog').getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of ['Name is required', 'Email is required', 'Instagram username is required', 'Province is required']) {
      await expect.poll(() => page.getByRole('dialog').getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await fillCustomerInfo(page, { email: uniqueEmail('guest') });
    await payAndPlace(page);
    await screenshot(page, 'checkout-thank-you-phone');

    await page.getByRole('dialog').getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await expect.poll(() => page.getByText(piece).first().isVisible()).toBe(true);
    // The guest's own proof comes back to them (fetched with their guest id, never from a public path).
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect.poll(() => page.getByRole('dialog').getByRole('img', { name: 'Proof of payment' }).isVisible()).toBe(true);
    await screenshot(page, 'my-orders-detail-phone');
    await page.context().close();
  });

  it('lets a guest create an account at checkout, then buy and find the order in My Orders', async () => {
    const page = await openPage(browser(), PHONE);
    const piece = await addFirstAvailablePiece(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Create an Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Teresa Magbanua');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('buyer'));
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('panay-heroine-1868');
    await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill('panay-heroine-1868');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    // Signed in now: the name comes from the account, and no email is asked for.
    await dialog.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Teresa Magbanua');
    expect(await dialog.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    await fillCustomerInfo(page, {});
    await payAndPlace(page);

    await page.getByRole('dialog').getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await expect.poll(() => page.getByText(piece).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Cart', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});
