import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { EMBEDDED_QUERIES_ID } from '../shared/first-page.ts';
import { DEMO_PRODUCTS } from '../server/seed/demo-catalogue.ts';
import { DESKTOP, openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';
import { JOURNEY_PIECE_NAME } from './stock.ts';
import { shop } from './shop.ts';

const DEMO_PRODUCT_NAMES = new Set(DEMO_PRODUCTS.map((product) => product.name));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('storefront on a %s', (label, viewport) => {
  const browser = useBrowser();

  it('browses home → product → filtered list', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    const cards = page.locator('article.product-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(8);
    await expect.poll(() => page.getByRole('region', { name: 'Announcements' }).isVisible()).toBe(true);
    await screenshot(page, `home-${label}`);

    // A seeded or stocked piece (it has care instructions); other journeys may have added newer drops without.
    const names = await cards.locator('.product-name').allTextContents();
    const seededName = names.find((name) => DEMO_PRODUCT_NAMES.has(name) || name.startsWith(JOURNEY_PIECE_NAME));
    if (!seededName) throw new Error(`no seeded or stocked piece among New Arrivals: ${names.join(', ')}`);
    await cards.locator('.product-name').getByText(seededName, { exact: true }).click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { name: seededName, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Before You Buy' }).waitFor();
    await screenshot(page, `product-${label}`);

    await page.goto('/products');
    await page.getByLabel('Size', { exact: true }).selectOption('s');
    await page.getByLabel('Hide Sold Products').click();
    await page.waitForURL((url) => url.searchParams.get('size') === 's' && url.searchParams.get('hide_sold') === 'true');
    await expect
      .poll(async () => {
        const sizes = await page.locator('article.product-card').getByText(/^Size /).allTextContents();
        // A card reads "Size S", or "Size S · Very good" with the piece's condition.
        return sizes.length > 0 && sizes.every((size) => size.split(' · ')[0] === 'Size S');
      })
      .toBe(true);
    expect(await page.locator('.product-overlay', { hasText: 'SOLD' }).count()).toBe(0);
    await screenshot(page, `products-filtered-${label}`);

    await page.reload();
    await expect.poll(() => page.getByLabel('Hide Sold Products').isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('storefront details', () => {
  const browser = useBrowser();

  it('opens on the data and first paint the page came with, and the app takes over from them', async () => {
    const page = await openPage(browser(), PHONE);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<div class="first-paint" aria-hidden="true" inert>');
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await expect.poll(() => page.locator('article.product-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.first-paint').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Featured' }).locator('img').first().isVisible()).toBe(true);
    // Hero, announcements, new drops, settings and session all came with the page.
    expect(calls).toEqual([]);

    // A guest's own holds are not in what the server wrote for a stranger: asked again in the background.
    await page.evaluate((key) => localStorage.setItem(key, 'guest_1763900000000_firstpage'), STORAGE_KEYS.guestId);
    await page.reload();
    await expect.poll(() => calls.some((call) => call.includes('catalog.newDrops'))).toBe(true);
    await page.context().close();
  });

  it('starts on a page whose data block is damaged, asking for the data itself', async () => {
    const page = await openPage(browser(), PHONE);
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(new URL(request.url()).pathname);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The home page as a broken proxy (or a splice of the page's own HTML) could leave it: its data cut short.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(`(<script type="application/json" id="${EMBEDDED_QUERIES_ID}">.{40}).*?</script>`, 's'),
        (_block, start: string) => `${start}</script>`,
      );
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      await route.fulfill({ response, headers, body: html });
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await expect.poll(() => page.locator('article.product-card').count()).toBeGreaterThan(0);
    expect(calls.some((call) => call.includes('catalog.newDrops'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers no category filter on a phone, so a piece the owner adds (with no category) is never filtered away', async () => {
    const name = `Owner's piece ${Date.now()}`;
    await (await apiAdmin()).listPiece(name);
    const page = await openPage(browser(), PHONE);
    await page.goto('/products');
    await page.getByLabel('Size', { exact: true }).waitFor();
    expect(await page.getByLabel('Category').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect.poll(() => page.locator('article.product-card').filter({ hasText: name }).count()).toBe(1);
    await page.context().close();
  });

  it('searches the catalogue by name, case-insensitively', async () => {
    const page = await openPage(browser());
    await page.goto('/products');
    await page.getByRole('textbox', { name: 'Search' }).fill('harrington');
    await page.waitForURL((url) => url.searchParams.get('search') === 'harrington');
    await expect.poll(() => page.locator('article.product-card').count()).toBe(1);
    await page.context().close();
  });

  it('puts Sold pieces last and marks them', async () => {
    const page = await openPage(browser());
    const { meta } = (await (await fetch(`${shop().baseUrl}/api/products`)).json()) as { meta: { last_page: number } };
    await page.goto(`/products?page=${meta.last_page}`);
    const cards = page.locator('article.product-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expect.poll(() => cards.last().locator('.product-overlay').textContent()).toBe('SOLD');
    await page.context().close();
  });

  it('shows Product Not Found with a way back for a missing piece', async () => {
    const page = await openPage(browser(), PHONE);
    await page.goto('/product/999999');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.context().close();
  });
});
