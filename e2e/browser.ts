import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (no downloads, no background traffic). */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running');
    return browser;
  };
}

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** The whole page, or with `firstScreen` only what shows before any scrolling. */
export async function screenshot(page: Page, name: string, { firstScreen = false } = {}): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: !firstScreen });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs in as the shop's admin (the account the test server ensured) from the login page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(inject('adminEmail'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
