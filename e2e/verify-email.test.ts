import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { linkTo, mailFromOutbox } from './mail-outbox.ts';

/** Signs a new shopper up with the call the sign-up page makes, so the session cookie is this page's. */
async function signUp(page: Page, email: string): Promise<void> {
  const data = { name: 'Melchora Aquino', email, password: 'tandang-sora-1812', password_confirmation: 'tandang-sora-1812' };
  const response = await page.request.post('/trpc/users.register', { data });
  if (!response.ok()) throw new Error(`The sign-up answered ${response.status()}: ${await response.text()}`);
}

/** At least 44 px each way to press, and nothing wider than the phone. */
async function expectThumbSized(page: Page, name: string, role: 'button' | 'link' = 'button') {
  const box = await page.getByRole(role, { name }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('e-mail verification journey', () => {
  const browser = useBrowser();

  it('on a phone: My Orders asks to confirm, a new link is sent, and following it verifies the account', async () => {
    const page = await openPage(browser(), PHONE);
    const email = uniqueEmail('unconfirmed');
    await signUp(page, email);

    await page.goto('/my-orders');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a link to ${email}.`);
    await expectThumbSized(page, 'Send the link again');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => page.getByText('Sent. Check your inbox.').isVisible()).toBe(true);
    await expectNoSeriousViolations(page, '/my-orders with the notice');
    await screenshot(page, 'verify-email-notice-phone');

    await page.goto(linkTo(await mailFromOutbox('email-verification', (mail) => mail.raw.includes(`To: ${email}`)), '/verify-email'));
    await expect.poll(() => page.getByText('Your e-mail is verified. You can now take part in drops.').isVisible()).toBe(true);
    await expectThumbSized(page, 'Shop All Products', 'link');
    await expectNoSeriousViolations(page, '/verify-email');
    await screenshot(page, 'verify-email-phone');

    await page.goto('/my-orders');
    // The page has its data (the empty list) and the session the server gave it: no notice any more.
    await page.getByRole('heading', { name: 'No Orders Found' }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('a link that does not work says so, and a signed-in shopper can send a new one from there', async () => {
    const page = await openPage(browser(), PHONE);
    await signUp(page, uniqueEmail('broken-link'));
    await page.goto('/verify-email?token=not-a-link');
    await expect.poll(() => page.getByText('This link has expired or no longer works. Ask for a new one.').isVisible()).toBe(true);
    await expectThumbSized(page, 'Send a new link');
    await expectNoSeriousViolations(page, '/verify-email with a broken link');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByText('Sent. Check your inbox.').isVisible()).toBe(true);
    await page.context().close();
  });
});
