import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { apiAdmin, apiGuest } from './shop-api.ts';

/** The product manager on the owner's phone, narrowed to one piece by its name. */
async function findInManager(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const card = page.locator('.mantine-Card-root').filter({ hasText: name });
  await expect.poll(() => card.count()).toBe(1);
  return card;
}

/** A shopper's catalogue card of one piece, on the page already open: the word over its picture and its button. */
function shopperCard(page: Page, name: string) {
  return page.locator('article').filter({ hasText: name });
}

describe('the owner’s manual states on a 360 px phone', () => {
  const browser = useBrowser();

  it('the owner marks one piece sold and reserves another; a shopper sees SOLD and ON HOLD and cannot add either', { timeout: 120_000 }, async () => {
    const admin = await apiAdmin();
    const stamp = Date.now();
    const soldName = `Sold In A Live ${stamp}`;
    const reservedName = `Claimed In A Live ${stamp}`;
    const sold = await admin.listPiece(soldName);
    const reserved = await admin.listPiece(reservedName);

    // A shopper is already looking at both pieces (the newest, first in the catalogue): their cards change live, with no reload.
    const shopper = await openPage(browser(), PHONE);
    await shopper.goto('/products');
    await expect.poll(() => shopperCard(shopper, soldName).getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await expect.poll(() => shopperCard(shopper, reservedName).getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);

    const owner = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    await owner.goto('/admin');

    const soldCard = await findInManager(owner, soldName);
    await soldCard.getByRole('button', { name: `Mark as sold: ${soldName}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Mark as sold' }).click();
    await expect.poll(() => owner.getByText('Marked as sold').first().isVisible()).toBe(true);
    await expect.poll(() => soldCard.getByText('Sold elsewhere').isVisible()).toBe(true);
    await expect.poll(() => soldCard.getByRole('button', { name: `Undo sold: ${soldName}` }).isVisible()).toBe(true);

    const reservedCard = await findInManager(owner, reservedName);
    await reservedCard.getByRole('button', { name: `Reserve for…: ${reservedName}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Reserve “${reservedName}”` });
    await dialog.getByRole('textbox', { name: /For \(name or Instagram handle\)/ }).fill('@maria');
    await dialog.getByRole('button', { name: '3 days' }).click();
    await screenshot(owner, 'manual-states-reserve-dialog-phone');
    await dialog.getByRole('button', { name: 'Reserve' }).click();
    await expect.poll(() => owner.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => reservedCard.getByText(/^Reserved for @maria until /).isVisible()).toBe(true);
    // Nothing behind a sideways scroll at 360 px.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(owner, 'manual-states-product-manager-phone');

    await reservedCard.getByRole('button', { name: `Record: ${reservedName}` }).click();
    await expect.poll(() => owner.getByRole('dialog').getByText(/^Reserved for @maria until /).isVisible()).toBe(true);
    await owner.keyboard.press('Escape');

    const soldShown = shopperCard(shopper, soldName);
    await expect.poll(() => soldShown.locator('.product-overlay').textContent()).toBe('SOLD');
    await expect.poll(() => soldShown.getByRole('button', { name: 'Sold' }).isDisabled()).toBe(true);
    const reservedShown = shopperCard(shopper, reservedName);
    await expect.poll(() => reservedShown.locator('.product-overlay').textContent()).toBe('ON HOLD');
    await expect.poll(() => reservedShown.getByRole('button', { name: 'On Hold' }).isDisabled()).toBe(true);
    await expect.poll(() => shopper.getByText('@maria').count()).toBe(0);
    await expectNoSeriousViolations(shopper, 'catalogue with a piece reserved by the owner');
    await screenshot(shopper, 'manual-states-shopper-cards-phone');
    // And so it stays when each is looked up afresh.
    for (const [name, overlay] of [[soldName, 'SOLD'], [reservedName, 'ON HOLD']] as const) {
      await shopper.goto(`/products?search=${encodeURIComponent(name)}`);
      await expect.poll(() => shopperCard(shopper, name).locator('.product-overlay').textContent()).toBe(overlay);
    }

    // Nor can a shopper add either through the API.
    const guest = apiGuest();
    expect(await guest.add(sold.id)).toMatchObject({ message: expect.stringMatching(/sold/i) as unknown });
    expect(await guest.add(reserved.id)).toMatchObject({ message: expect.stringMatching(/hold/i) as unknown });

    await owner.context().close();
    await shopper.context().close();
  });
});
