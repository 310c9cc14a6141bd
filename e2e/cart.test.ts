import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';

describe('guest cart', () => {
  const browser = useBrowser();

  it('adds two pieces, shows the badge, removes one, and prices shipping by province', async () => {
    const page = await openPage(browser(), PHONE);
    await page.goto('/new');
    const buttons = page.getByRole('button', { name: 'Add to Cart' });
    await expect.poll(() => buttons.count()).toBeGreaterThan(1);
    await buttons.nth(0).click();
    await page.getByText('Product added to cart!').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).nth(0).click();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 2 items' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'In Cart' }).count()).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toMatch(/^[\w-]{21}$/);

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const remove = page.getByRole('button', { name: /^Remove / });
    await expect.poll(() => remove.count()).toBe(2);
    await remove.first().click();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);

    const province = page.getByLabel('Ship to province').and(page.locator('input'));
    await province.fill('Metro');
    await page.getByRole('option', { name: 'Metro Manila' }).click();
    await expect.poll(() => page.getByText('₱80.00').isVisible()).toBe(true);
    await province.fill('Cebu');
    await page.getByRole('option', { name: 'Cebu', exact: true }).click();
    await expect.poll(() => page.getByText('₱120.00').isVisible()).toBe(true);
    await screenshot(page, 'cart-phone');
    await page.context().close();
  });
});
