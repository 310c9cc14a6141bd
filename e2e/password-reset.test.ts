import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { linkTo, mailFromOutbox } from './mail-outbox.ts';
import { shop } from './shop.ts';

describe('password reset journey', () => {
  const browser = useBrowser();

  it('forgot password → the link from the mail → a new password → signed in; the link works once', async () => {
    const email = uniqueEmail('forgetful');
    const signUp = await fetch(`${shop().baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Teresa Magbanua', email, password: 'first-password-1', password_confirmation: 'first-password-1' }),
    });
    expect(signUp.status).toBe(201);

    const page = await openPage(browser(), PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The URL changes before the page's chunk has loaded; meanwhile the login form (with its own Email)
    // is still on screen, and a busy run would type the email there.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('If an account uses that email, we have sent it a link').isVisible()).toBe(true);
    await expectNoSeriousViolations(page, '/forgot-password');

    const link = linkTo(await mailFromOutbox('password-reset', (mail) => mail.raw.includes(`To: ${email}`)), '/reset-password');
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password-2');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('second-password-2');
    await expectNoSeriousViolations(page, '/reset-password');
    await screenshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const session = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
    expect(session).toBe(200);

    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-password-3');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('This link has expired or was already used.').isVisible()).toBe(true);
    await page.context().close();
  });
});
