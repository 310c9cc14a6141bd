import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './browser.ts';
import { availablePieces } from './shop-api.ts';

type PictureBox = { src: string; x: number; y: number; width: number; height: number };

/** Where the page draws each laid-out picture of `selector`, by its address. */
function pictureBoxes(page: Page, selector: string): Promise<PictureBox[]> {
  return page.locator(selector).evaluateAll((pictures) =>
    pictures.flatMap((picture) => {
      const box = picture.getBoundingClientRect();
      const src = picture.getAttribute('src');
      return box.width > 0 && src ? [{ src, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }] : [];
    }),
  );
}

/**
 * The server's first paint (server/http/first-paint.ts) alone, its app's scripts refused, then the
 * app's first screen: each first-paint picture must sit where the app draws the same picture, or the
 * app's first render would move the page's largest picture (or paint it twice, once late).
 */
async function expectPicturesKeptInPlace(page: Page, address: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(address);
  await page.locator('.first-paint img').first().waitFor();
  const firstPaint = await pictureBoxes(page, '.first-paint img');
  expect(firstPaint.length, `pictures in the first paint of ${address}`).toBeGreaterThan(0);

  await page.unroute('**/assets/*.js');
  await page.goto(address);
  await page.locator('.first-paint').waitFor({ state: 'detached' });
  await page.locator('main img').first().waitFor();
  const app = await pictureBoxes(page, 'main img, section img');
  const drawnByApp = firstPaint.map((picture) => app.find((drawn) => drawn.src === picture.src));
  expect(drawnByApp, address).toEqual(firstPaint);
}

describe('the server’s first paint', () => {
  const browser = useBrowser();

  it('puts the list pages’ first row of pictures where the app draws them, on a phone and a laptop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser(), viewport);
      for (const address of ['/products', '/sale']) await expectPicturesKeptInPlace(page, address);
      await page.context().close();
    }
  });

  it('asks for the app’s scripts once its pictures are on screen, not before and not after the longest wait', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser(), viewport);
      await page.goto('/products');
      await page.locator('.first-paint').waitFor({ state: 'detached' });
      const { shown, scriptsAsked } = await page.evaluate(async () => {
        // Element Timing's entries are kept for an observer only, not for getEntriesByType.
        const entries = await new Promise<PerformanceEntry[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'element', buffered: true }),
        );
        const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/framework-/.test(entry.name));
        return { shown: entries.map((entry) => entry.startTime), scriptsAsked: scripts.map((entry) => entry.startTime) };
      });
      expect(shown.length, `pictures reported on screen at ${viewport.width} px`).toBeGreaterThan(0);
      expect(scriptsAsked).toHaveLength(1);
      const [asked = 0] = scriptsAsked;
      expect(asked).toBeGreaterThanOrEqual(Math.max(...shown));
      // Well inside client/boot.ts's longest wait (3 s): the report, not the clock, started the app.
      expect(asked - Math.max(...shown)).toBeLessThan(1500);
      await page.context().close();
    }
  });

  it('starts the app when the first-paint pictures never arrive, after waiting a few seconds for them', async () => {
    const page = await openPage(browser(), PHONE);
    // An image host that takes the requests and never answers them.
    await page.route('**/media/**', () => undefined);
    // Not until 'load': that waits for the pictures.
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.first-paint').count()).toBe(0);
  });

  it('starts the app at once when a first-paint picture fails, not after the longest wait', async () => {
    const page = await openPage(browser(), PHONE);
    await page.route('**/media/**', (route) => route.fulfill({ status: 404 }));
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    const { bootArrived, asked } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const at = (pattern: RegExp) => resources.find((entry) => pattern.test(entry.name));
      return { bootArrived: at(/\/assets\/boot-/)?.responseEnd ?? Number.NaN, asked: at(/\/assets\/framework-/)?.startTime ?? Number.NaN };
    });
    // client/boot.ts waits 3 s at most from its start, which is after its own file arrived.
    expect(asked - bootArrived).toBeLessThan(2500);
    await page.context().close();
  });

  // Not the home page: its hero is painted first only while the shop has a slide for each screen,
  // which the owner's journeys change (e2e/admin-content.test.ts).
  it('puts a product’s main picture where the app draws it on a phone', async () => {
    const page = await openPage(browser(), PHONE);
    // Other journeys list pieces without photos; such a page has no picture to paint first.
    const piece = (await availablePieces()).find((product) => product.photos.length > 0);
    if (!piece) throw new Error('the shop has no Available piece with a photo');
    await expectPicturesKeptInPlace(page, `/product/${piece.id}`);
    await page.context().close();
  });
});
