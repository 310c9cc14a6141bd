import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';
import { shop } from './shop.ts';

const PASSWORD = 'balik-suki-2026';

/** An account made earlier, as a returning customer has. */
async function returningCustomer(name: string): Promise<string> {
  const email = uniqueEmail('returning');
  const response = await fetch(`${shop().baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  return email;
}

describe('a returning customer at checkout', () => {
  const browser = useBrowser();

  it('on a 360 px phone logs in from the checkout (through the sign-up form\'s Login too) and is back at the checkout with the cart kept', async () => {
    const name = 'Melchora Aquino';
    const email = await returningCustomer(name);
    const pieceName = `Returning Piece ${Date.now()}`;
    const piece = await (await apiAdmin()).listPiece(pieceName);

    const page = await openPage(browser(), PHONE);
    await page.goto(`/product/${piece.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Product added to cart!').first().waitFor();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    // The first screen offers logging in beside the two choices.
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('link', { name: 'Log In' }).isVisible()).toBe(true);
    await screenshot(page, 'checkout-account-choice-phone');

    // The audit's way: Create an Account, then "Already have an account? Login".
    await dialog.getByRole('button', { name: 'Create an Account' }).click();
    await dialog.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The login page's own form: the checkout's sign-up form (an Email field too) may still be leaving.
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();

    // Back at the cart, its checkout open again for the account, the piece still in it.
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Continue as Guest' }).count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => page.getByText(pieceName).locator('visible=true').count()).toBeGreaterThan(0);
    // The checkout opened once: a reload shows the cart.
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});
