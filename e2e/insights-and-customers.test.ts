import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPeso } from '../shared/money.ts';
import type { InsightsOutput } from '../shared/schemas/insights.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder } from './guest-order.ts';
import { apiAdmin } from './shop-api.ts';

/** The figure a card shows under its label ("Revenue" → "₱1,080.00"). */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A choice of the span switch, by the label a thumb taps. */
const spanChoice = (page: Page, span: string) => page.getByRole('radiogroup', { name: 'Span' }).locator('label', { hasText: new RegExp(`^${span}$`) });

/** Pesos as the CSV writes them, from centavos: `1080.00`. */
const csvPesos = (centavos: number) => (centavos / 100).toFixed(2);

describe('the owner’s insights and customers', () => {
  const browser = useBrowser();

  it('on a 360 px phone: a sale paid now moves today’s revenue and pieces sold, the spans switch, and the CSV says the same', async () => {
    const owner = await apiAdmin();
    const insights = async () => ((await owner.call('GET', '/admin/insights')) as { data: InsightsOutput }).data;
    const piece = await owner.listPiece(`Insights Piece ${Date.now()}`, { price: 1234 });
    const admin = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(admin);
      const before = await insights();
      const today = before.spans[0];
      await admin.goto('/admin/insights');
      await expect.poll(() => figure(admin, 'Revenue').textContent()).toBe(formatPeso(today?.revenueCentavos ?? -1));
      expect(await figure(admin, 'Pieces sold').textContent()).toBe(String(today?.piecesSold));

      // A guest buys on another network, and the owner approves the payment.
      const orderId = await placeGuestOrder(piece, 'Gabriela Silang');
      await owner.setOrderStatus(orderId, 'approved');
      const after = await insights();
      const total = ((await owner.call('GET', `/admin/orders/${orderId}`)) as { data: { order: { total_amount: number } } }).data.order.total_amount;
      expect((after.spans[0]?.revenueCentavos ?? 0) - (today?.revenueCentavos ?? 0)).toBe(Math.round(total * 100));

      await admin.reload();
      await expect.poll(() => figure(admin, 'Revenue').textContent()).toBe(formatPeso(after.spans[0]?.revenueCentavos ?? -1));
      expect(await figure(admin, 'Pieces sold').textContent()).toBe(String((today?.piecesSold ?? 0) + 1));
      await expect.poll(() => admin.getByText(/^Revenue per day over the last 30 days: /).isVisible()).toBe(true);

      // Nothing is cut off at 360 px, and a thumb can work the span switch and the download.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectTapTarget(spanChoice(admin, '30 days'), 'the 30 days span');
      await expectTapTarget(admin.getByRole('link', { name: 'Download CSV' }), 'Download CSV');
      await expectNoSeriousViolations(admin, '/admin/insights');
      await screenshot(admin, 'admin-insights-phone');

      await spanChoice(admin, '30 days').click();
      const month = after.spans[2];
      await expect.poll(() => figure(admin, 'Revenue').textContent()).toBe(formatPeso(month?.revenueCentavos ?? -1));

      const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^ukay-insights-\d{4}-\d{2}-\d{2}\.csv$/);
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'ukay-insights-')), download.suggestedFilename());
      await download.saveAs(saved);
      const lines = (await readFile(saved, 'utf8')).split('\r\n');
      expect(lines).toContain(`Revenue (PHP),${after.spans.map((span) => csvPesos(span.revenueCentavos)).join(',')}`);
      expect(lines).toContain(`Pieces sold,${after.spans.map((span) => span.piecesSold).join(',')}`);
    } finally {
      await admin.context().close();
    }
  });

  it('on a 360 px phone: finds a guest buyer among the customers by e-mail, with what they spent, and opens their orders', async () => {
    const owner = await apiAdmin();
    const customer = `Tandang Sora ${Date.now()}`;
    const email = `${customer.replaceAll(' ', '.').toLowerCase()}@example.com`;
    const orderId = await placeGuestOrder(await owner.listPiece(`Customer Piece ${Date.now()}`, { price: 800 }), customer);
    await owner.setOrderStatus(orderId, 'approved');
    const total = ((await owner.call('GET', `/admin/orders/${orderId}`)) as { data: { order: { total_amount: number } } }).data.order.total_amount;
    const admin = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(admin);
      await admin.goto('/admin/customers');
      await admin.getByRole('textbox', { name: 'Search customers' }).fill(email.toUpperCase());
      const card = admin.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: email });
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain(customer);
      expect(await card.textContent()).toContain(`${formatPeso(Math.round(total * 100))} spent on 1 paid order`);
      expect(await card.getByText('Guest').isVisible()).toBe(true);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousViolations(admin, '/admin/customers');
      await screenshot(admin, 'admin-customers-phone', { firstScreen: true });

      const link = card.getByRole('link', { name: 'See their order' });
      await expectTapTarget(link, 'See their order');
      await link.click();
      await admin.waitForURL((url) => url.pathname === '/admin-orders' && url.searchParams.get('search') === email);
      await expect.poll(() => admin.getByRole('button', { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).isVisible()).toBe(true);
    } finally {
      await admin.context().close();
    }
  });
});
