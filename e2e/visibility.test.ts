import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDateTimeInput } from '../shared/shop-time.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';

/** How many cards of the shop's list, as a shopper sees it now, carry `name`. */
async function cardsIn(page: Page, name: string): Promise<number> {
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect.poll(() => page.locator('article').filter({ hasText: name }).or(page.getByText('No products match these filters.')).count()).toBe(1);
  return page.locator('article').filter({ hasText: name }).count();
}

describe('a piece’s visibility: Draft, Scheduled, Live', () => {
  const browser = useBrowser();

  it('on a phone, the owner saves a piece as Draft, which no shopper lists, then schedules it seconds ahead and it is listed from then on', async () => {
    const owner = await openPage(browser(), PHONE);
    const shopper = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    const name = `Staged Kimona ${Date.now()}`;

    await owner.goto('/admin/products/add');
    await owner.getByRole('textbox', { name: 'Name' }).fill(name);
    await owner.getByRole('textbox', { name: 'Price (₱)' }).fill('1200');
    await owner.getByRole('radio', { name: 'Draft' }).check();
    await owner.getByRole('button', { name: 'Create Product' }).click();
    await expect.poll(() => owner.getByText('Product created successfully!').isVisible()).toBe(true);
    await owner.getByRole('textbox', { name: 'Search products' }).fill(name);
    const card = owner.locator('.mantine-Card-root').filter({ hasText: name });
    await expect.poll(() => card.getByText('Draft', { exact: true }).isVisible()).toBe(true);

    expect(await cardsIn(shopper, name)).toBe(0);

    await card.getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => owner.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await owner.getByRole('radio', { name: 'Scheduled' }).check();
    // Typed in Manila's time, whatever the phone's zone, a few seconds ahead.
    const opensAt = new Date(Date.now() + 8_000);
    await owner.getByLabel('Goes live at (Manila time)').fill(shopDateTimeInput(opensAt));
    await owner.getByRole('button', { name: 'Update Product' }).click();
    await expect.poll(() => owner.getByText('Product updated successfully!').isVisible()).toBe(true);
    await owner.getByRole('textbox', { name: 'Search products' }).fill(name);
    await expect.poll(() => card.getByText(/^Scheduled · /).isVisible()).toBe(true);
    await screenshot(owner, 'admin-product-scheduled');

    expect(await cardsIn(shopper, name)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt.getTime() - Date.now())));
    expect(await cardsIn(shopper, name)).toBe(1);
    await owner.context().close();
    await shopper.context().close();
  });
});
