import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { tapOnPhoneCpu } from './phone-cpu.ts';
import { apiAdmin, holdForStranger } from './shop-api.ts';

// A hold that lapses hands the piece on just as a release does: server/modules/queue/queue-handoff.test.ts
// proves both on the clock of the database, so this journey need not wait a minute for a lapse.
describe('next in line', () => {
  const browser = useBrowser();

  it('on a 360 px phone: B joins the queue for a piece someone holds; the hold ends; B finds it held for them in the cart', async () => {
    const admin = await apiAdmin();
    const name = `Queue Piece ${Date.now()}`;
    const piece = await admin.listPiece(name);
    await holdForStranger(piece.id);

    const page = await openPage(browser(), PHONE);
    await page.goto(`/product/${piece.id}`);
    await page.getByLabel('Your e-mail').fill('next-in-line@example.com');
    await tapOnPhoneCpu(page, page.getByRole('button', { name: 'Join the queue' }), 'Join the queue');
    await expect.poll(() => page.getByText('You are #1 in line').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'queue-joined-phone');

    // While the hold lasts the piece is the holder's: B's cart has it, not yet theirs.
    await page.goto('/cart');
    await expect.poll(() => page.getByText('On hold by other user').locator('visible=true').count()).toBeGreaterThan(0);
    expect(await page.getByText('Reserved by You', { exact: true }).locator('visible=true').count()).toBe(0);

    // The hold ends (the owner releases it): B's turn begins at once, and B's cart says so.
    await admin.releaseHold(piece.id);
    await page.goto('/cart');
    // The line's badge (the desktop table's copy of it is hidden at 360 px), and the list of pieces waited for.
    await expect.poll(() => page.getByText('Reserved by You', { exact: true }).locator('visible=true').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Reserved by You: it is your turn').locator('visible=true').count()).toBe(1);
    await screenshot(page, 'queue-your-turn-phone');
    await page.context().close();
  });
});
