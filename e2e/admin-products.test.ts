import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { DESKTOP, expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { LINK_REFUSED } from '../client/lib/rich-text-links.ts';

/** A real photo as the owner would pick it: not square, so the crop has work to do. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function applyCrop(page: Page, title: RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  const apply = dialog.getByRole('button', { name: 'Apply Crop & Continue' });
  await expect.poll(() => apply.isEnabled()).toBe(true);
  await apply.click();
}

async function pickFiles(page: Page, button: string, files: Awaited<ReturnType<typeof photo>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

describe('admin product manager', () => {
  const browser = useBrowser();

  it('adds a product with a cropped main image and two additional images, edits it, and finds it in the shop', async () => {
    const page = await openPage(browser());
    await signInAsAdmin(page);
    const name = `Piña Barong ${Date.now()}`;

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/add');
    // The form's own messages are client/features/admin-catalog/components/product-form.test.tsx's.
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Price (₱)' }).fill('2450.50');
    await page.getByRole('textbox', { name: 'Description' }).fill('Hand-embroidered piña from Aklan.');
    await page.getByRole('checkbox', { name: 'New arrival' }).check();

    await pickFiles(page, 'Choose main image', [await photo('main.jpg', '#c9a96e')]);
    await applyCrop(page, /Crop Main Image/);
    await expect.poll(() => page.getByRole('img', { name: 'Main image' }).isVisible()).toBe(true);

    await pickFiles(page, 'Add images', [await photo('back.jpg', '#3b5b7a'), await photo('detail.jpg', '#7a3b3b')]);
    await applyCrop(page, /1 of 2/);
    await applyCrop(page, /2 of 2/);
    await expect.poll(() => page.getByRole('img', { name: /^Additional image/ }).count()).toBe(2);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'admin-product-form');

    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products');
    await expect.poll(() => page.getByText('Product created successfully!').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await expect.poll(() => page.getByRole('img', { name: /^Additional image/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove Additional image 2' }).click();
    await page.getByRole('textbox', { name: 'Price (₱)' }).fill('1999');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect.poll(() => page.getByText('Product updated successfully!').isVisible()).toBe(true);

    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.locator('article').filter({ hasText: name });
    await expect.poll(() => card.getByText('₱1,999.00').isVisible()).toBe(true);
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await expect.poll(() => page.getByText('Hand-embroidered piña from Aklan.').isVisible()).toBe(true);
    // The main image and the one additional image that was kept.
    await expect.poll(() => page.locator('main img[src^="/media/products/"]').count()).toBeGreaterThanOrEqual(2);

    // The next piece of a run: one tap makes a Draft copy, photos and all, and opens it in the form.
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Duplicate ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/products/edit/'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${name} (copy)`);
    expect(await page.getByRole('textbox', { name: 'Price (₱)' }).inputValue()).toBe('1,999.00');
    await expect.poll(() => page.getByRole('img', { name: /^Additional image/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: 'Main image' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('lets the description carry safe links only, and keeps them inert while editing', async () => {
    const page = await openPage(browser());
    await signInAsAdmin(page);
    await page.goto('/admin/products/add');
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.fill('Measurements on our Instagram');
    await editor.press('ControlOrMeta+a');

    // The shop's own dialog asks for the URL and says beside it why a script link is refused.
    await page.getByRole('button', { name: 'Add link' }).first().click();
    const question = page.getByRole('dialog', { name: 'Add link' });
    await question.getByRole('textbox', { name: 'Link URL' }).fill('javascript:alert(1)');
    await question.getByRole('button', { name: 'Add link' }).click();
    await expect.poll(() => question.getByText(LINK_REFUSED).isVisible()).toBe(true);
    expect(await editor.locator('a').count()).toBe(0);

    await question.getByRole('textbox', { name: 'Link URL' }).fill('https://instagram.com/ukay.vintage');
    await question.getByRole('button', { name: 'Add link' }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => editor.locator('a[href="https://instagram.com/ukay.vintage"]').count()).toBe(1);
    await editor.locator('a').click();
    expect(new URL(page.url()).pathname).toBe('/admin/products/add');
    await page.context().close();
  });

  it('names every page control of the product list for a screen reader, and gives each a thumb\'s size on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(browser(), viewport);
      await signInAsAdmin(page);
      await page.goto('/admin/products');
      const pages = page.locator('.mantine-Pagination-root');
      await pages.waitFor();
      await expectNoSeriousViolations(page, `the product list's pages at ${viewport.width} px`, '.mantine-Pagination-root');
      if (viewport === PHONE) for (const control of await pages.getByRole('button').all()) await expectTapTarget(control, `page ${await control.innerText()}`);
      await page.context().close();
    }
  });

  it('deletes a product after the confirmation, on a phone', async () => {
    const page = await openPage(browser(), PHONE);
    await signInAsAdmin(page);
    const name = `Delete me ${Date.now()}`;
    await page.goto('/admin/products/add');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Price (₱)' }).fill('100');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect.poll(() => page.getByText('Product created successfully!').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect.poll(() => page.getByText('Are you sure you want to delete this product?').isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Product deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(name).count()).toBe(0);
    await page.context().close();
  });

  it('sends a signed-in shopper away from the admin area', async () => {
    const page = await openPage(browser());
    await page.goto('/register');
    await page.getByLabel('Name').fill('Juan Shopper');
    await page.getByLabel('Email').fill(`shopper-${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-an-admin-1');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('not-an-admin-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/products/add');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
