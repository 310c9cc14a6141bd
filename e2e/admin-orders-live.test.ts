import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '../shared/live-events.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder } from './guest-order.ts';
import { apiAdmin, availablePieces } from './shop-api.ts';

const TITLE = 'Order Management · Ukay';

/** A guest orders the first Available piece, as a phone on another network would. */
async function placeAnyGuestOrder(customer: string): Promise<number> {
  const [piece] = await availablePieces();
  if (!piece) throw new Error('No Available piece left to order');
  return placeGuestOrder(piece, customer);
}

async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${label}`) }).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** "6 orders" above the list: the total of the tab shown. */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ orders?$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

function orderRow(page: Page, orderId: number) {
  return page.getByRole('button', { name: new RegExp(`^Order #${orderId}(?!\\d)`) });
}

async function top(page: Page, orderId: number): Promise<number | undefined> {
  return (await orderRow(page, orderId).boundingBox())?.y;
}

describe('live order management', () => {
  const browser = useBrowser();

  it('shows an owner on a phone each new order, with counts that agree and the count in the tab title, without a reload', async () => {
    const admin = await openPage(browser(), PHONE);
    await signInAsAdmin(admin);
    const streamOpen = admin.waitForResponse((response) => new URL(response.url()).pathname === LIVE_EVENTS_PATH, { timeout: 15_000 });
    // A first order, so the list is not empty whichever journeys ran before.
    const earlier = await placeAnyGuestOrder('Gabriela Silang Earlier');
    await admin.goto('/admin-orders');
    await admin.getByRole('heading', { name: 'Order Management' }).waitFor();
    await orderRow(admin, earlier).waitFor();
    await streamOpen;
    const allBefore = await tabCount(admin, 'All Orders');
    const pendingBefore = await tabCount(admin, 'Pending');
    expect(await listTotal(admin)).toBe(allBefore);

    // On All Orders, with the list in view: the order appears, marked New, and is announced; the owner
    // is looking at it, so the title keeps no count.
    const first = await placeAnyGuestOrder('Gabriela Silang');
    await expect.poll(() => orderRow(admin, first).isVisible()).toBe(true);
    await expect.poll(() => orderRow(admin, first).getByText('New', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => admin.getByRole('status').filter({ hasText: `New order #${first}` }).count()).toBe(1);
    expect(await tabCount(admin, 'All Orders')).toBe(allBefore + 1);
    expect(await tabCount(admin, 'Pending')).toBe(pendingBefore + 1);
    expect(await listTotal(admin)).toBe(allBefore + 1);
    expect(await admin.title()).toBe(TITLE);
    await expectNoSeriousViolations(admin, '/admin-orders with a new order');

    // On another tab the new pending order is not in sight: the tab's count and the title say so.
    await admin.getByRole('tab', { name: /^Cancelled/ }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    const second = await placeAnyGuestOrder('Gabriela Silang Again');
    await expect.poll(() => tabCount(admin, 'Pending')).toBe(pendingBefore + 2);
    await expect.poll(() => admin.title()).toBe(`(1) ${TITLE}`);
    expect(await tabCount(admin, 'All Orders')).toBe(allBefore + 2);

    // The Pending tab shows it: its count and its list agree, and the title's count is cleared.
    await admin.getByRole('tab', { name: /^Pending/ }).click();
    await expect.poll(() => orderRow(admin, second).isVisible()).toBe(true);
    expect(await listTotal(admin)).toBe(await tabCount(admin, 'Pending'));
    await expect.poll(() => admin.title()).toBe(TITLE);

    // Scrolled down to a row, the owner's thumb keeps it where it is when another order arrives above.
    await admin.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    const before = await top(admin, earlier);
    const third = await placeAnyGuestOrder('Gabriela Silang Third');
    await expect.poll(() => admin.locator(`[data-anchor-id="${third}"]`).count()).toBe(1);
    expect(before).toBeDefined();
    await expect.poll(async () => Math.abs(((await top(admin, earlier)) ?? Infinity) - (before ?? 0))).toBeLessThanOrEqual(1);

    // A row is a thumb's target.
    const row = await orderRow(admin, third).boundingBox();
    expect(row?.height).toBeGreaterThanOrEqual(44);
    await screenshot(admin, 'admin-orders-live-phone');

    // Opened: another admin approving it shows in the panel, and the notes being typed stay. It then
    // leaves the Pending tab, whose count and list still agree.
    const pendingBeforeApproval = await tabCount(admin, 'Pending');
    await orderRow(admin, third).click();
    const form = admin.getByRole('dialog').getByRole('form', { name: 'Update order status' });
    const notes = form.getByRole('textbox', { name: 'Admin notes' });
    await notes.fill('Asked for a clearer photo of the receipt');
    await (await apiAdmin()).setOrderStatus(third, 'approved');
    await expect.poll(() => form.getByLabel('Status', { exact: true }).and(admin.locator('input')).inputValue()).toBe('Approved');
    expect(await notes.inputValue()).toBe('Asked for a clearer photo of the receipt');
    await expectNoSeriousViolations(admin, '/admin-orders order open', '[role="dialog"]');
    await admin.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => orderRow(admin, third).count()).toBe(0);
    expect(await tabCount(admin, 'Pending')).toBe(pendingBeforeApproval - 1);
    expect(await listTotal(admin)).toBe(pendingBeforeApproval - 1);
    await admin.context().close();
  });
});
