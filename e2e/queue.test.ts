import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { apiAdmin, holdForStranger } from './shop-api.ts';

describe('next in line', () => {
  const browser = useBrowser();

  it('on a 360 px phone: B joins the queue for a piece A holds; the hold is released; B finds it held for them in the cart', async () => {
    const admin = await apiAdmin();
    const piece = await admin.listPiece(`Queue Piece ${Date.now()}`);
    await holdForStranger(piece.id);

    const page = await openPage(browser(), PHONE);
    await page.goto(`/product/${piece.id}`);
    await page.getByLabel('Your e-mail').fill('next-in-line@example.com');
    await page.getByRole('button', { name: 'Join the queue' }).click();
    await expect.poll(() => page.getByText('You are #1 in line').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'queue-joined-phone');

    // A's hold ends (the owner releases it, as a lapse would end it): B's turn begins at once.
    await admin.releaseHold(piece.id);
    await page.goto('/cart');
    // The line's badge (the desktop table's copy of it is hidden at 360 px), and the list of pieces waited for.
    await expect.poll(() => page.getByText('Reserved by You', { exact: true }).locator('visible=true').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Reserved by You: it is your turn').locator('visible=true').count()).toBe(1);
    await screenshot(page, 'queue-your-turn-phone');
    await page.context().close();
  });
});
