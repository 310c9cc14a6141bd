import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '../shared/live-events.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder } from './guest-order.ts';
import { apiAdmin } from './shop-api.ts';

const PENDING_BUTTON = /^Pending orders: /;

/** The header's count, read from the button's name ("Pending orders: 3", or "none"). */
async function headerPendingCount(page: Page): Promise<number> {
  const name = await page.getByRole('link', { name: PENDING_BUTTON }).getAttribute('aria-label');
  const count = name?.replace('Pending orders: ', '');
  return count === 'none' ? 0 : Number(count);
}

function orderRow(page: Page, orderId: number) {
  return page.getByRole('button', { name: new RegExp(`^Order #${orderId}(?!\\d)`) });
}

describe('the owner’s way to the orders waiting', () => {
  const browser = useBrowser();

  it('counts pending orders in an admin’s header, live, and opens the Pending tab; each dashboard count opens its tab', async () => {
    const owner = await apiAdmin();
    // Pieces of this journey's own: the "first Available piece" belongs to the journeys that shop.
    const pieces = [await owner.listPiece(`Reach Piece A ${Date.now()}`), await owner.listPiece(`Reach Piece B ${Date.now()}`)];
    const admin = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(admin);
      // A fresh page load, so the admin's own event stream is the one that opens.
      const streamOpen = admin.waitForResponse((response) => new URL(response.url()).pathname === LIVE_EVENTS_PATH, { timeout: 15_000 });
      await admin.goto('/about');
      const button = admin.getByRole('link', { name: PENDING_BUTTON });
      await button.waitFor();
      await streamOpen;
      const before = await headerPendingCount(admin);

      // A buyer elsewhere places an order: the header says so without a reload.
      const first = await placeGuestOrder(pieces[0] as { id: number; price: number }, 'Melchora Aquino');
      await expect.poll(() => headerPendingCount(admin)).toBe(before + 1);
      const badge = admin.locator('.count-badge').first();
      expect(await badge.textContent()).toBe(String(before + 1));
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousViolations(admin, 'the header with the pending count');
      await screenshot(admin, 'admin-header-pending-phone', { firstScreen: true });

      // One tap: Order Management on its Pending tab, the new order listed.
      await button.click();
      await admin.waitForURL((url) => url.pathname === '/admin-orders' && url.searchParams.get('status') === 'pending');
      await expect.poll(() => orderRow(admin, first).isVisible()).toBe(true);

      // The dashboard's orders tab: a card per status, Pending first, each opening its tab.
      await admin.goto('/admin/orders');
      const cards = admin.getByRole('link', { name: /^(Pending|Approved|Shipped|Delivered|Cancelled) \d+ orders$/ });
      await expect.poll(() => cards.count()).toBe(5);
      expect(await cards.first().textContent()).toMatch(/^Pending/);
      const second = await placeGuestOrder(pieces[1] as { id: number; price: number }, 'Tandang Sora');
      await expect.poll(() => cards.first().textContent()).toBe(`Pending${before + 2} orders`);
      await expectNoSeriousViolations(admin, '/admin/orders with its status cards');
      await screenshot(admin, 'admin-dashboard-orders-phone', { firstScreen: true });
      await cards.first().click();
      await admin.waitForURL((url) => url.pathname === '/admin-orders' && url.searchParams.get('status') === 'pending');
      await expect.poll(() => orderRow(admin, second).isVisible()).toBe(true);
      await admin.goto('/admin/orders');
      await admin.getByRole('link', { name: /^Cancelled \d+ orders$/ }).click();
      await admin.waitForURL((url) => url.pathname === '/admin-orders' && url.searchParams.get('status') === 'cancelled');

      // The owner's alert mail links to one order: that link still opens it.
      await admin.goto(`/admin-orders?order=${first}`);
      await expect.poll(() => admin.getByRole('dialog').getByText(`#${first}`).first().isVisible()).toBe(true);
    } finally {
      await admin.context().close();
    }
  });

  it('shows a shopper no pending count, and downloads no admin code for it', async () => {
    const shopper = await openPage(browser(), PHONE);
    const scripts: string[] = [];
    shopper.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shopper.goto('/products');
    await shopper.getByRole('link', { name: 'Cart' }).waitFor();
    expect(await shopper.getByRole('link', { name: PENDING_BUTTON }).count()).toBe(0);
    expect(scripts.filter((script) => script.includes('pending-orders'))).toEqual([]);
    await shopper.context().close();
  });
});
