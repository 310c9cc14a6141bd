import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';

describe('account journey', () => {
  const browser = useBrowser();

  it('lets a visitor register, log out and log back in', async () => {
    const page = await openPage(browser());
    const email = uniqueEmail('visitor');
    await page.goto('/register');
    await page.getByLabel('Name').fill('Gabriela Silang');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ilocos-norte-1763');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('ilocos-norte-1763');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Gabriela Silang' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Account' }).isVisible()).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ilocos-norte-1763');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Gabriela Silang' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the spec messages for a bad registration on a phone', async () => {
    const page = await openPage(browser(), PHONE);
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('shorter');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of ['Name is required', 'Email is invalid', 'Password must be at least 8 characters']) {
      await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    }
    await screenshot(page, 'register-errors-phone');
    await page.context().close();
  });

  it('sends a visitor from an admin page to login with the notice, then back after login', async () => {
    const page = await openPage(browser());
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText('You need to log in to access that page').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.context().close();
  });

  it('refuses a wrong password with the server message', async () => {
    const page = await openPage(browser());
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    await page.context().close();
  });
});
