import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, attachProof, fillCustomerInfo, reviewAndPlace } from './checkout-steps.ts';
import { tapOnPhoneCpu } from './phone-cpu.ts';

describe('checkout at phone width', () => {
  const browser = useBrowser();

  it('takes a guest from the cart to the thank-you view with a real proof upload', async () => {
    const page = await openPage(browser(), PHONE);
    // The taps of a drop, on a phone's CPU: their Interaction to Next Paint is reported (design.md §5).
    const piece = await addFirstAvailablePiece(page, (button) => tapOnPhoneCpu(page, button, 'Add to Cart'));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    // The first step's field messages are the component test's (checkout-steps.test.tsx); this journey
    // proves what only a browser does: the real upload and the way to My Orders.
    await fillCustomerInfo(page, { email: uniqueEmail('guest'), tap: (button) => tapOnPhoneCpu(page, button, 'Continue to Payment') });
    await attachProof(page);
    await screenshot(page, 'checkout-payment-phone');
    await reviewAndPlace(page);
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
    await attachProof(page);
    await reviewAndPlace(page);

    await page.getByRole('dialog').getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await expect.poll(() => page.getByText(piece).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Cart', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});
