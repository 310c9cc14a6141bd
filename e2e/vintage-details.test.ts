import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';

/** A Mantine select's own input, by its label. */
const selectInput = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** Nothing wider than the phone: no sideways scrolling. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('vintage details on a phone', () => {
  const browser = useBrowser();

  it('the owner measures a piece in inches and grades it; a shopper finds it by pit to pit and reads it in cm and in', async () => {
    const owner = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    const name = `Trucker Jacket ${Date.now()}`;
    await owner.goto('/admin/products/add');
    await owner.getByRole('textbox', { name: 'Name' }).fill(name);
    await owner.getByRole('textbox', { name: 'Price (₱)' }).fill('1800');
    await selectInput(owner, 'Garment type').click();
    await owner.getByRole('option', { name: 'Outerwear' }).click();
    await owner.getByText('in', { exact: true }).click();
    await owner.getByRole('textbox', { name: 'Pit to pit (in)' }).fill('20.5');
    await owner.getByRole('textbox', { name: 'Length (in)' }).fill('24');
    await selectInput(owner, 'Condition').click();
    await owner.getByRole('option', { name: /^Very good:/ }).click();
    await owner.getByRole('textbox', { name: 'Flaws' }).fill('Small mark on the left cuff.');
    await owner.getByRole('textbox', { name: 'Brand' }).fill('Levi’s');
    await owner.getByRole('textbox', { name: 'Era' }).fill('1980s');
    await owner.getByRole('textbox', { name: 'Material' }).fill('Cotton denim');
    expect(await fitsThePhone(owner)).toBe(true);
    await screenshot(owner, 'vintage-details-admin-form');
    await owner.getByRole('button', { name: 'Create Product' }).click();
    await expect.poll(() => owner.getByText('Product created successfully!').isVisible()).toBe(true);
    await owner.context().close();

    const shopper = await openPage(browser(), PHONE);
    const card = shopper.locator('article').filter({ hasText: name });
    // 20.5 in is 52.07 cm: a range from 52 to 53 cm holds it, one from 52.08 does not.
    await shopper.goto('/products');
    await expect.poll(() => card.isVisible()).toBe(true);
    await shopper.getByRole('button', { name: 'More filters' }).click();
    await shopper.getByRole('textbox', { name: 'Pit to pit from (cm)' }).fill('52.08');
    await shopper.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(shopper.url()).searchParams.get('pit_to_pit_min')).toBe('52.08');
    await expect.poll(() => card.count()).toBe(0);

    await shopper.getByRole('textbox', { name: 'Pit to pit from (cm)' }).fill('52');
    await shopper.getByRole('textbox', { name: 'Pit to pit to (cm)' }).fill('53');
    await shopper.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Very good').isVisible()).toBe(true);
    expect(Object.fromEntries(new URL(shopper.url()).searchParams)).toMatchObject({ pit_to_pit_min: '52', pit_to_pit_max: '53' });

    await shopper.reload();
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => shopper.getByRole('textbox', { name: 'Pit to pit to (cm)' }).inputValue()).toBe('53');
    await expect.poll(() => shopper.getByRole('button', { name: 'More filters (2)' }).isVisible()).toBe(true);
    expect(await fitsThePhone(shopper)).toBe(true);
    await expectNoSeriousViolations(shopper, 'products with more filters');
    await screenshot(shopper, 'vintage-details-filters');

    await card.getByRole('link').first().click();
    await shopper.waitForURL((url) => url.pathname.startsWith('/product/'));
    const table = shopper.getByRole('table', { name: 'Measurements, laid flat' });
    await table.scrollIntoViewIfNeeded().catch(() => undefined);
    await shopper.mouse.wheel(0, 2000);
    await expect.poll(() => table.isVisible()).toBe(true);
    const pitToPit = table.getByRole('row', { name: /Pit to pit/ });
    await expect.poll(() => pitToPit.textContent()).toBe('Pit to pit52.120½');
    await expect.poll(() => shopper.getByText('Condition: Very good.').isVisible()).toBe(true);
    await expect.poll(() => shopper.getByText('Light wear for its age; any small flaw is noted.').isVisible()).toBe(true);
    await expect.poll(() => shopper.getByText('Flaws: Small mark on the left cuff.').isVisible()).toBe(true);
    // A disclosure, as it looks: the browser's triangle beside it (audit A-11), and a thumb's height.
    const how = shopper.locator('summary', { hasText: 'How we measure' });
    expect(await how.evaluate((summary) => getComputedStyle(summary).display)).toBe('list-item');
    expect((await how.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await how.click();
    await expect.poll(() => shopper.getByRole('img', { name: /Measured laid flat/ }).isVisible()).toBe(true);
    expect(await fitsThePhone(shopper)).toBe(true);
    await expectNoSeriousViolations(shopper, 'product page with its details');
    await screenshot(shopper, 'vintage-details-product');
    await shopper.context().close();
  });
});
