import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readMail } from '../server/test/mail-catcher.ts';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';

/** The reset link in the mail the server wrote to its outbox for `email` (no SMTP_URL in the journeys). */
async function resetLinkMailedTo(email: string): Promise<string> {
  const outbox = inject('outboxDir');
  for (let waited = 0; waited < 15_000; waited += 250) {
    for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.includes('password-reset'))) {
      const mail = readMail(await readFile(path.join(outbox, file), 'utf8'));
      const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(mail.text)?.[0];
      if (mail.raw.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email}`);
}

describe('password reset journey', () => {
  const browser = useBrowser();

  it('forgot password → the link from the mail → a new password → signed in; the link works once', async () => {
    const email = uniqueEmail('forgetful');
    const signUp = await fetch(`${inject('baseUrl')}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Teresa Magbanua', email, password: 'first-password-1', password_confirmation: 'first-password-1' }),
    });
    expect(signUp.status).toBe(201);

    const page = await openPage(browser(), PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('If an account uses that email, we have sent it a link').isVisible()).toBe(true);

    const link = new URL(await resetLinkMailedTo(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password-2');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('second-password-2');
    await screenshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const session = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
    expect(session).toBe(200);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-password-3');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('This link has expired or was already used.').isVisible()).toBe(true);
    await page.context().close();
  });
});
