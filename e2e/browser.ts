import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import { shop } from './shop.ts';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
/** Where a failed journey leaves a screenshot of each page it had open and a Playwright trace (`npx playwright show-trace`). */
export const FAILURE_DIR = path.resolve(import.meta.dirname, '..', 'test-results', 'e2e');

/** The pages' contexts this file opened and has not closed yet. */
const openContexts = new Set<BrowserContext>();

async function keepEvidence(context: TestContext): Promise<void> {
  const dir = path.join(FAILURE_DIR, path.basename(context.task.file.name, '.test.ts'), context.task.name.replace(/[^\w-]+/g, '-').slice(0, 80));
  await mkdir(dir, { recursive: true });
  let index = 0;
  for (const browserContext of openContexts) {
    index += 1;
    for (const [pageIndex, page] of browserContext.pages().entries()) {
      await page.screenshot({ path: path.join(dir, `context-${index}-page-${pageIndex + 1}.png`), fullPage: true }).catch(() => undefined);
    }
    // A test that timed out may have closed its context meanwhile: the screenshots are kept either way.
    await browserContext.tracing.stop({ path: path.join(dir, `context-${index}-trace.zip`) }).catch(() => undefined);
  }
}

/**
 * The run's one Chromium (e2e/global-setup.ts launches it: Debian's, headless, with the flags this
 * sandbox needs), connected to once per file. A failed test keeps its evidence in FAILURE_DIR.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await keepEvidence(context);
    for (const browserContext of openContexts) await browserContext.close();
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
  const context = await browser.newContext({ viewport, baseURL: shop().baseUrl });
  context.setDefaultTimeout(10_000);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  // DOM snapshots of each action, not a screencast: a trace a developer can step through, cheap enough for every journey.
  await context.tracing.start({ snapshots: true });
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

/**
 * Signs in as the shop's admin (the account the test server ensured) with the call the login page
 * makes, so the session cookie lands in this page's context without a trip through the login screen,
 * which the shoppers' journeys take (e2e/account.test.ts, e2e/admin-content.test.ts). Each call is a
 * session of its own, as a sign-in from another browser would be.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/trpc/users.login', { data: { email: inject('adminEmail'), password: inject('adminPassword') } });
  if (!response.ok()) throw new Error(`The admin's sign-in answered ${response.status()}: ${await response.text()}`);
}

/** WCAG 2.2's target size as this shop holds it on a phone: a control a thumb taps is 44 × 44 px at least. */
const MIN_TAP_PX = 44;

export async function expectTapTarget(control: Locator, name: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(MIN_TAP_PX);
  expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(MIN_TAP_PX);
}
