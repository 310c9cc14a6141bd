// The steps of a purchase, shared by the checkout journey and the journeys that need a placed order.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A real image, as a buyer's screenshot of their GCash payment would be. */
export async function paymentScreenshot() {
  const buffer = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#1f6feb' } }).png().toBuffer();
  return { name: 'gcash-receipt.png', mimeType: 'image/png', buffer };
}

/** How a journey presses a button: a plain click, or one it measures (e2e/phone-cpu.ts). */
export type Tap = (button: Locator) => Promise<void>;
const click: Tap = (button) => button.click();

export async function addFirstAvailablePiece(page: Page, tap = click): Promise<string> {
  await page.goto('/new');
  const card = page.locator('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first();
  const name = (await card.locator('.product-name').textContent()) ?? '';
  await tap(card.getByRole('button', { name: 'Add to Cart' }));
  await page.getByText('Product added to cart!').first().waitFor();
  return name.trim();
}

/** Types into one of the searchable address selects and taps the option it narrows to. */
/** A guest takes this piece from its page to checkout's step 2, where its hold starts ("Reserved for you!"). */
export async function checkOutAsGuestToPayment(page: Page, productId: number, email: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Product added to cart!').first().waitFor();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await fillCustomerInfo(page, { email });
  await expect.poll(() => page.getByRole('dialog').getByText('Reserved for you!').isVisible()).toBe(true);
}

export async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('dialog').getByLabel(new RegExp(`^${label}`)).and(page.locator('input')).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Where the buyer lives, as typed into the selects (what they type, and the option they tap). */
export type DeliveryPlace = Record<'province' | 'city' | 'barangay', { typed: string; option: string }>;

const PASIG: DeliveryPlace = {
  province: { typed: 'Metro', option: 'Metro Manila' },
  city: { typed: 'Pasig', option: 'Pasig City' },
  barangay: { typed: 'Kapit', option: 'Kapitolyo' },
};

export async function fillCustomerInfo(page: Page, options: { email?: string; name?: string; place?: DeliveryPlace; tap?: Tap }) {
  const place = options.place ?? PASIG;
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(options.name ?? 'Teresa Magbanua');
  if (options.email) await dialog.getByRole('textbox', { name: 'Email' }).fill(options.email);
  await dialog.getByRole('textbox', { name: 'Instagram username' }).fill('nay_isa');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('0917 555 0101');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 Kapitolyo St.');
  await pick(page, 'Province', place.province.typed, place.province.option);
  await pick(page, 'City', place.city.typed, place.city.option);
  await pick(page, 'Barangay', place.barangay.typed, place.barangay.option);
  await (options.tap ?? click)(dialog.getByRole('button', { name: 'Continue to Payment' }));
}

/** Step 2: the pieces are held, a proof is required, then attached and previewed. */
export async function attachProof(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Reserved for you!').isVisible()).toBe(true);
  await expect.poll(() => dialog.getByRole('timer').textContent()).toMatch(/^\d+:\d{2}$/);
  await dialog.getByRole('button', { name: 'Review Order' }).click();
  await expect.poll(() => dialog.getByText('Proof of payment is required').isVisible()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(await paymentScreenshot());
  await expect.poll(() => dialog.getByRole('img', { name: 'Your proof of payment' }).isVisible()).toBe(true);
}

/**
 * Step 3: the review shows the shipping fee (Metro Manila's unless told); placing ends on the thank-you
 * view. Returns the order id.
 */
export async function reviewAndPlace(page: Page, shippingFee = '₱80.00'): Promise<number> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Review Order' }).click();
  // On its row: the review may say the amount again (an amount sent short by the fee).
  await expect.poll(() => dialog.getByText('Shipping Fee', { exact: true }).locator('xpath=..').textContent()).toContain(shippingFee);
  await dialog.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect.poll(() => dialog.getByText('Thank you for your order!').isVisible(), { timeout: 20_000 }).toBe(true);
  const orderNumber = await dialog.locator('strong', { hasText: /^#\d+$/ }).textContent();
  return Number(orderNumber?.slice(1));
}
