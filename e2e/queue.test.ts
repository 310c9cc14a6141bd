import { afterAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../shared/setting-defaults.ts';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { apiAdmin, holdForStranger } from './shop-api.ts';

/** The shortest hold the owner can set, so A's hold lapses, and B's turn runs, within the journey. */
const HOLD_MINUTES = 1;

describe('next in line', () => {
  const browser = useBrowser();

  afterAll(async () => {
    const admin = await apiAdmin();
    await admin.setSetting('product_hold_duration', SETTING_DEFAULTS.product_hold_duration);
  });

  it('on a 360 px phone: B joins the queue for a piece A holds; A’s hold lapses; B finds it held for them in the cart', { timeout: 180_000 }, async () => {
    const admin = await apiAdmin();
    await admin.setSetting('product_hold_duration', String(HOLD_MINUTES));
    const name = `Queue Piece ${Date.now()}`;
    const piece = await admin.listPiece(name);
    await holdForStranger(piece.id);
    const lapsesAt = Date.now() + HOLD_MINUTES * 60_000;

    const page = await openPage(browser(), PHONE);
    await page.goto(`/product/${piece.id}`);
    await page.getByLabel('Your e-mail').fill('next-in-line@example.com');
    await page.getByRole('button', { name: 'Join the queue' }).click();
    await expect.poll(() => page.getByText('You are #1 in line').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'queue-joined-phone');

    // Before the lapse the piece is A's: B's cart has it, not yet theirs.
    await page.goto('/cart');
    await expect.poll(() => page.getByText('On hold by other user').locator('visible=true').count()).toBeGreaterThan(0);
    expect(await page.getByText('Reserved by You', { exact: true }).locator('visible=true').count()).toBe(0);

    // Nobody acts: A's hold lapses by the clock, and B's turn begins with no write and no timer.
    await page.waitForTimeout(Math.max(0, lapsesAt - Date.now()) + 1_000);
    await page.goto('/cart');
    // The line's badge (the desktop table's copy of it is hidden at 360 px), and the list of pieces waited for.
    await expect.poll(() => page.getByText('Reserved by You', { exact: true }).locator('visible=true').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Reserved by You: it is your turn').locator('visible=true').count()).toBe(1);
    await screenshot(page, 'queue-your-turn-phone');
    await page.context().close();
  });
});
