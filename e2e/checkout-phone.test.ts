import { expectNoSeriousViolations } from './axe.ts';
import { nanoid } from 'nanoid';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, attachProof, fillCustomerInfo, paymentScreenshot } from './checkout-steps.ts';

/** Peso amounts as the shop writes them (₱1,079.50), read back as centavos. */
const centavos = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
const METRO_MANILA_FEE = 8000;

const amountToPay = (page: Page) => page.getByRole('region', { name: 'Amount to pay' }).locator('[data-amount-to-pay]').textContent();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { top: box.y, bottom: box.y + box.height };
}

/**
 * Step 2 scrolled to its end, as a phone shows it: the countdown is stuck under the header, in sight, and
 * a field the browser brings into view (the proof's, focused) stops below it, not under it (audit A-3).
 */
async function expectCountdownInSight(page: Page) {
  const dialog = page.getByRole('dialog');
  const scroller = page.locator('.mantine-Modal-content');
  const countdown = dialog.locator('[data-hold-countdown]');
  const header = await boxOf(page.locator('.mantine-Modal-header'));
  const before = await boxOf(countdown);
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(before.bottom);
  const stuck = await boxOf(countdown);
  expect(stuck.top).toBeCloseTo(header.bottom, 0);
  expect(await dialog.getByRole('timer').isVisible()).toBe(true);
  const proofField = dialog.getByRole('button', { name: /^Proof of payment/ });
  // Scrolled under the countdown, as content is under any sticky bar...
  expect((await boxOf(proofField)).top).toBeLessThan(stuck.bottom);
  // ...but not once focused (WCAG 2.4.11): the checkout's scroll padding clears the countdown.
  await proofField.focus();
  expect((await boxOf(proofField)).top).toBeGreaterThanOrEqual(stuck.bottom);
}

async function openCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
}

async function productIdOf(page: Page, name: string): Promise<number> {
  const listing = (await (await page.request.get('/api/products?per_page=48')).json()) as { data: { id: number; name: string }[] };
  const product = listing.data.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product.id;
}

/** Another shopper (a browser of their own, through the REST API): can they take the piece now? */
async function anotherBuyerTakes(rival: Page, productId: number): Promise<number> {
  const headers = { 'X-Guest-ID': nanoid() };
  const added = await rival.request.post('/api/guest/cart/add', { headers, data: { product_id: productId } });
  if (added.status() !== 200) return added.status();
  return (await rival.request.post('/api/guest/cart/hold', { headers })).status();
}

describe('checkout on a 360 px phone: the amount to pay and nothing lost while typing', () => {
  const browser = useBrowser();

  it('shows the amount to pay, shipping included, in steps 2 and 3, and it is the total of the order placed', async () => {
    const page = await openPage(browser(), PHONE);
    await addFirstAvailablePiece(page);
    await openCheckout(page);
    const pieces = centavos(await page.getByText('Subtotal', { exact: true }).locator('xpath=..').locator('p').last().textContent());
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    const email = uniqueEmail('amount');
    await fillCustomerInfo(page, { email });
    const expected = peso.format((pieces + METRO_MANILA_FEE) / 100);

    const dialog = page.getByRole('dialog');
    await expect.poll(() => amountToPay(page)).toBe(expected);
    // Beside the instructions that ask for the exact total.
    await expect.poll(() => dialog.getByText('Pay the exact total').isVisible()).toBe(true);
    await attachProof(page);
    await expectNoSeriousViolations(page, 'checkout step 2', '[role="dialog"]');
    await screenshot(page, 'checkout-amount-step2-phone');
    await expectCountdownInSight(page);
    await screenshot(page, 'checkout-countdown-stuck-phone');

    // Chromium's own decoder refuses a text renamed .png where it is picked, and a picture clears it (audit A-4).
    const proofInput = dialog.locator('input[type=file]');
    await proofInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('my GCash receipt, typed') });
    await expect.poll(() => dialog.getByText('Proof of payment must be an image file.').isVisible()).toBe(true);
    expect(await dialog.getByRole('img', { name: 'Your proof of payment' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Review Order' }).click();
    expect(await dialog.getByRole('button', { name: 'Place Order', exact: true }).count()).toBe(0);
    await proofInput.setInputFiles(await paymentScreenshot());
    await expect.poll(() => dialog.getByRole('img', { name: 'Your proof of payment' }).isVisible()).toBe(true);
    expect(await dialog.getByText('Proof of payment must be an image file.').count()).toBe(0);

    // A Place Order the network lost is not still said once the buyer went back and came again.
    const refused = 'Please try again or contact support for assistance.';
    await page.route((url) => url.pathname.includes('orders.placeAsGuest'), (route) => route.abort(), { times: 1 });
    await dialog.getByRole('button', { name: 'Review Order' }).click();
    await dialog.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => dialog.getByText(refused).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Review Order' }).click();
    await expect.poll(() => dialog.getByText('Order Total').isVisible()).toBe(true);
    expect(await dialog.getByText(refused).count()).toBe(0);
    // The summary of docs/product/rules.md "Delivery fees and totals" stays: the fee beside an Order Total without it; the amount to pay adds them.
    const row = (label: string) => dialog.getByText(label, { exact: true }).locator('xpath=..').locator('p').last().textContent();
    expect(centavos(await row('Shipping Fee'))).toBe(METRO_MANILA_FEE);
    expect(centavos(await row('Order Total'))).toBe(pieces);
    expect(await amountToPay(page)).toBe(expected);
    await expectNoSeriousViolations(page, 'checkout step 3', '[role="dialog"]');
    await screenshot(page, 'checkout-amount-step3-phone');

    await dialog.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => dialog.getByText('Thank you for your order!').isVisible(), { timeout: 20_000 }).toBe(true);
    // The shop's one Instagram account in the thank-you text.
    await expect.poll(() => dialog.getByText('@ukay.ph').isVisible()).toBe(true);
    // What was bought, for how much, and where the receipt went.
    expect(await dialog.getByText(`A receipt is on its way to ${email}`).textContent()).toContain(expected);
    await dialog.getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await expect.poll(() => page.getByText(`Total ${expected}`).first().isVisible()).toBe(true);
    // No status tabs in the customer's list (the specification renders none; six overflowed 360 px).
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('keeps what a signed-in buyer types while their saved profile is still on its way, and fills the rest from it', async () => {
    const page = await openPage(browser(), PHONE);
    const email = uniqueEmail('slow-profile');
    const password = 'malolos-congress-1898';
    const registered = await page.request.post('/api/register', { data: { name: 'Pedro Penduko', email, password, password_confirmation: password } });
    const { token } = (await registered.json()) as { token: string };
    const saved = { instagram_username: '@pedro.p', address_line1: '7 Caruncho Ave.', province: 'Metro Manila', city: 'Pasig City', barangay: 'Kapitolyo', mobile_number: '09170000001' };
    expect((await page.request.post('/api/profile', { headers: { authorization: `Bearer ${token}` }, data: saved })).status()).toBe(200);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await addFirstAvailablePiece(page);

    // The profile answer waits until the buyer has typed: a slow network, or autofill racing it.
    let answer = () => {};
    const typed = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('profiles.get'),
      async (route) => {
        await typed;
        await route.continue();
      },
    );
    await openCheckout(page);
    const dialog = page.getByRole('dialog');
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Name').fill('Pedro P. Penduko');
    await field('Mobile number').fill('0918 222 3333');
    const arrived = page.waitForResponse((response) => response.url().includes('profiles.get'));
    answer();
    await arrived;

    // The profile has arrived: it filled the empty fields (the Instagram username once, without its "@")...
    await expect.poll(() => field('Address').inputValue()).toBe('7 Caruncho Ave.');
    expect(await field('Instagram username').inputValue()).toBe('pedro.p');
    // ...and left what was typed alone.
    expect(await field('Name').inputValue()).toBe('Pedro P. Penduko');
    expect(await field('Mobile number').inputValue()).toBe('0918 222 3333');
    // An "@" typed before the name is the field's own, shown once beside it.
    await field('Instagram username').fill('@pedro.penduko');
    expect(await field('Instagram username').inputValue()).toBe('pedro.penduko');
    await expectNoSeriousViolations(page, 'checkout step 1', '[role="dialog"]');
    await screenshot(page, 'checkout-prefill-phone');
    await page.context().close();
  });

  it('keeps the form across closing, reopening and signing up, and asks at step 2 whether to keep the reservation', async () => {
    const page = await openPage(browser(), PHONE);
    const rival = await openPage(browser(), PHONE);
    const piece = await addFirstAvailablePiece(page);
    const productId = await productIdOf(page, piece);
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });

    await openCheckout(page);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await field('Name').fill('Gabriela Silang');
    await field('Instagram username').fill('@gabriela.s');
    await field('Mobile number').fill('0917 555 0199');
    // Nothing is reserved yet: closing just closes.
    await dialog.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Reopened, then an account is made inside checkout: what was typed is still there, not the account's name.
    await openCheckout(page);
    await page.getByRole('button', { name: 'Create an Account' }).click();
    const signUp = page.getByRole('dialog');
    await signUp.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Josefa Gabriela');
    await signUp.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('reopen'));
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('vigan-ilocos-1763');
    await signUp.getByRole('textbox', { name: 'Confirm Password' }).fill('vigan-ilocos-1763');
    const profileAfterSignUp = page.waitForResponse((response) => response.url().includes('profiles.get'));
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await profileAfterSignUp;
    await dialog.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    expect(await field('Name').inputValue()).toBe('Gabriela Silang');
    expect(await field('Instagram username').inputValue()).toBe('gabriela.s');
    expect(await field('Mobile number').inputValue()).toBe('0917 555 0199');

    // At step 2 the piece is reserved; closing asks, and "keep" keeps it from everyone else.
    await fillCustomerInfo(page, { name: 'Gabriela Silang' });
    await expect.poll(() => dialog.getByText('Reserved for you!').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close checkout' }).click();
    const question = page.getByRole('dialog', { name: 'Keep your reservation?' });
    await expect.poll(() => question.isVisible()).toBe(true);
    await expectNoSeriousViolations(page, 'the keep-your-reservation question', '[role="dialog"]');
    await screenshot(page, 'checkout-keep-reservation-phone');
    await question.getByRole('button', { name: 'Back to checkout' }).click();
    await expect.poll(() => dialog.getByText('Reserved for you!').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Keep my reservation' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await anotherBuyerTakes(rival, productId)).toBe(409);

    // Reopened at step 1 with everything kept; back at step 2, "release" frees the piece at once.
    await openCheckout(page);
    expect(await field('Name').inputValue()).toBe('Gabriela Silang');
    expect(await field('Address').inputValue()).toBe('12 Kapitolyo St.');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(() => dialog.getByText('Reserved for you!').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close checkout' }).click();
    await question.getByRole('button', { name: 'Release the pieces' }).click();
    await expect.poll(() => page.getByText('Your reservation is released.', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await anotherBuyerTakes(rival, productId)).toBe(200);
    await page.context().close();
    await rival.context().close();
  });

  it('forgets the form once the order is placed', async () => {
    const page = await openPage(browser(), PHONE);
    await addFirstAvailablePiece(page);
    await openCheckout(page);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await fillCustomerInfo(page, { email: uniqueEmail('forget') });
    await attachProof(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Review Order' }).click();
    await dialog.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => dialog.getByText('Thank you for your order!').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.checkoutDraft)).toBeNull();
    await page.context().close();
  });
});
