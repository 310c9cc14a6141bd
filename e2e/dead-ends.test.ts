import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { CART_MESSAGES } from '../shared/cart-messages.ts';
import { DESKTOP, openPage, screenshot, useBrowser } from './browser.ts';
import { apiGuest, availablePieces, holdForStranger } from './shop-api.ts';

const SMALL_PHONE = { width: 360, height: 640 };

/** Records, from the page's first script on, whether "Your cart is empty." was ever on screen. */
async function watchForEmptyCart(page: Page): Promise<void> {
  await page.addInitScript((emptyText) => {
    const seen = () => document.body?.innerText.includes(emptyText) ?? false;
    new MutationObserver(() => {
      if (seen()) sessionStorage.setItem('empty-cart-shown', 'yes');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, CART_MESSAGES.empty);
}

describe('no dead ends on a 360 px phone', () => {
  const browser = useBrowser();

  it.each([
    ['an unknown address', '/no-such-page', 'Page Not Found', 'Shop All Products'],
    ['a missing product', '/product/999999', 'Product Not Found', 'Back to Products'],
    ['a product id that is no number', '/product/abc', 'Product Not Found', 'Back to Products'],
  ])('answers %s with HTTP 404 and the shop’s Not Found page, with ways back in', async (_label, url, title, primary) => {
    for (const viewport of [SMALL_PHONE, DESKTOP]) {
      const page = await openPage(browser(), viewport);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // The heading paints before the page's effect names the tab; on a busy machine a moment later.
      await expect.poll(() => page.title()).toBe(`${title} · Ukay`);
      for (const name of [primary, 'New Arrivals', 'Sale', 'Home']) {
        expect(await page.getByRole('main').getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      await screenshot(page, `not-found-${url.split('/').pop() ?? ''}-${viewport.width}`);
      if (viewport === SMALL_PHONE) {
        await page.getByRole('main').getByRole('link', { name: 'Sale', exact: true }).click();
        await page.waitForURL((next) => next.pathname === '/sale');
        await page.getByRole('heading', { name: 'Sale', level: 1 }).waitFor();
      }
      await page.context().close();
    }
  });

  it('shows a piece as ON HOLD once the server refuses to add it, without a reload, when no live stream told it first', async () => {
    const page = await openPage(browser(), SMALL_PHONE);
    // A phone whose stream is down (a tunnel, a flaky network): its screen is as stale as before live screens (decision 013).
    await page.route('**/api/events', (route) => route.abort());
    await page.goto('/products');
    const cards = page.locator('article.product-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const onScreen = new Set(await cards.locator('.product-name').allTextContents());
    const piece = (await availablePieces()).find((product) => onScreen.has(product.name));
    if (!piece) throw new Error('no Available piece on the first page of /products');
    // Someone else starts checking out with it while this page still shows it as Available.
    await holdForStranger(piece.id);

    // By its name as printed: the card's links add the status the server reports (", on hold").
    const card = cards.filter({ has: page.locator('.product-name', { hasText: piece.name }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByText(CART_MESSAGES.onHold).first().isVisible()).toBe(true);
    await expect.poll(() => card.locator('.product-overlay').textContent()).toBe('ON HOLD');
    const button = card.getByRole('button', { name: 'On Hold' });
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, 'refused-add-360');
    await page.context().close();
  });

  it('walks the filters of /products with Back and Forward', async () => {
    const page = await openPage(browser(), SMALL_PHONE);
    await page.goto('/about');
    await page.goto('/products');
    const size = page.getByLabel('Size', { exact: true });
    const hideSold = page.getByLabel('Hide Sold Products');
    const search = page.getByLabel('Search');
    const params = () => Object.fromEntries(new URL(page.url()).searchParams);
    // A shopper looks at each filter's pieces before the next: the page has shown them.
    const shown = async (check: () => Promise<boolean>) => expect.poll(check).toBe(true);
    await size.waitFor();

    await size.selectOption('m');
    await shown(async () => (await page.locator('article.product-card').getByText(/^Size /).allTextContents()).every((text) => text.split(' · ')[0] === 'Size M'));
    await hideSold.click();
    await shown(() => hideSold.isChecked());
    await search.fill('jacket');
    await page.waitForURL((url) => url.searchParams.get('search') === 'jacket');
    await shown(async () => (await page.locator('article.product-card .product-name').allTextContents()).every((name) => /jacket/i.test(name)));

    await page.goBack();
    await expect.poll(params).toEqual({ size: 'm', hide_sold: 'true' });
    await expect.poll(() => search.inputValue()).toBe('');
    await page.goBack();
    await expect.poll(params).toEqual({ size: 'm' });
    await expect.poll(() => hideSold.isChecked()).toBe(false);
    await page.goBack();
    await expect.poll(params).toEqual({});
    await expect.poll(() => size.inputValue()).toBe('');
    await page.goForward();
    await expect.poll(params).toEqual({ size: 'm' });
    await expect.poll(() => size.inputValue()).toBe('m');
    await page.goForward();
    await page.goForward();
    await expect.poll(() => search.inputValue()).toBe('jacket');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.context().close();
  });

  it.each([
    ['that never had a guest id', false],
    ['that already has a guest id and an empty server cart', true],
  ])('moves an old stored cart into the cart page before showing it, never "Your cart is empty" (a browser %s)', async (_label, withGuestId) => {
    const page = await openPage(browser(), SMALL_PHONE);
    const pieces = (await availablePieces()).slice(-2);
    expect(pieces).toHaveLength(2);
    await page.goto('/about');
    await page.evaluate(
      ([cartKey, cart, guestKey, guestId]) => {
        localStorage.setItem(cartKey, cart);
        if (guestId) localStorage.setItem(guestKey, guestId);
      },
      [STORAGE_KEYS.legacyGuestCart, JSON.stringify(pieces.map((piece) => ({ product_id: piece.id }))), STORAGE_KEYS.guestId, withGuestId ? apiGuest().guestId : ''] as const,
    );
    await watchForEmptyCart(page);
    // A slow phone network: the adds take a while, and the cart page is on screen meanwhile.
    await page.route('**/trpc/cart.add*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/cart');
    for (const piece of pieces) {
      await expect.poll(() => page.getByRole('link', { name: piece.name, exact: true }).locator('visible=true').count()).toBe(1);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('empty-cart-shown'))).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.legacyGuestCart)).toBeNull();
    await page.context().close();
  });
});
