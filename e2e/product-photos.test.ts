import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';

/** Each photo's own colour, so the saved order can be read back from the stored pictures. */
const COLOURS = { front: [200, 60, 40], back: [40, 140, 60], tag: [40, 70, 190], cuff: [220, 190, 40], lining: [130, 40, 150], hem: [30, 170, 170] } as const;
type Shot = keyof typeof COLOURS;

/** A phone's photo, larger than the 1600 px the crop keeps, in one colour. */
async function phonePhoto(shot: Shot) {
  const [r, g, b] = COLOURS[shot];
  const buffer = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: { r, g, b } } }).jpeg({ quality: 85 }).toBuffer();
  return { name: `${shot}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** Which photo a stored picture is: the one whose colour is nearest its mean. */
async function shotOf(baseUrl: string, key: string): Promise<Shot> {
  const bytes = Buffer.from(await (await fetch(`${baseUrl}/media/${key}-400.webp`)).arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  const mean = channels.slice(0, 3).map((channel) => channel.mean);
  const distance = (shot: Shot) => COLOURS[shot].reduce((sum, value, index) => sum + (value - (mean[index] ?? 0)) ** 2, 0);
  return (Object.keys(COLOURS) as Shot[]).reduce((best, shot) => (distance(shot) < distance(best) ? shot : best));
}

async function cropAll(page: Page, count: number) {
  for (let done = 0; done < count; done += 1) {
    const apply = page.getByRole('dialog').getByRole('button', { name: 'Apply Crop & Continue' });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    await apply.click();
  }
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

async function pickFiles(page: Page, button: string, shots: Shot[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(await Promise.all(shots.map(phonePhoto)));
  await cropAll(page, shots.length);
}

async function savedOrder(baseUrl: string, id: number): Promise<Shot[]> {
  const admin = await apiAdmin();
  const { data: product } = (await admin.call('GET', `/admin/products/${id}`)) as { data: { photos: { key: string; variants: { webp: number[] } }[] } };
  expect(product.photos.every((photo) => photo.variants.webp.includes(1600))).toBe(true);
  return Promise.all(product.photos.map((photo) => shotOf(baseUrl, photo.key)));
}

describe('sharp product photos, on a phone', () => {
  const browser = useBrowser();

  it('the owner adds five photos, reorders them and picks the main one; a shopper swipes and zooms them full screen', async () => {
    const owner = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    const name = `Chore Coat ${Date.now()}`;
    await owner.goto('/admin/products/add');
    const origin = new URL(owner.url()).origin;
    await owner.getByRole('textbox', { name: 'Name' }).fill(name);
    await owner.getByRole('textbox', { name: 'Price (₱)' }).fill('1800');
    await pickFiles(owner, 'Choose main image', ['front']);
    await pickFiles(owner, 'Add images', ['back', 'tag', 'cuff', 'lining']);
    await expect.poll(() => owner.getByRole('img', { name: /^Additional image/ }).count()).toBe(4);

    // front, back, tag, cuff, lining → front, tag, back, cuff, lining → lining first.
    await owner.getByRole('button', { name: 'Move Additional image 1 later' }).click();
    await owner.getByRole('button', { name: 'Make Additional image 4 the main image' }).click();
    await expect.poll(() => owner.getByText('Moved to place 1 of 5, the main image.').count()).toBe(1);
    // The keyboard stays on the photo that moved.
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Main image later');
    await screenshot(owner, 'product-photos-reorder-phone');
    await expectNoSeriousViolations(owner, 'the product form with five photos, at 360 px');
    await owner.getByRole('button', { name: 'Create Product' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin/products');

    const admin = await apiAdmin();
    const listed = (await admin.call('GET', `/admin/products?search=${encodeURIComponent(name)}`)) as { data: { id: number }[] };
    const id = listed.data[0]?.id ?? 0;
    expect(await savedOrder(origin, id)).toEqual(['lining', 'front', 'tag', 'back', 'cuff']);

    // Saved photos and a new one together: the new one placed before the last saved one.
    await owner.goto(`/admin/products/edit/${id}`);
    await expect.poll(() => owner.getByRole('img', { name: /^Additional image/ }).count()).toBe(4);
    await pickFiles(owner, 'Add images', ['hem']);
    await owner.getByRole('button', { name: 'Move Additional image 5 earlier' }).click();
    await owner.getByRole('button', { name: 'Update Product' }).click();
    await expect.poll(() => owner.getByText('Product updated successfully!').isVisible()).toBe(true);
    expect(await savedOrder(origin, id)).toEqual(['lining', 'front', 'tag', 'back', 'hem', 'cuff']);
    await owner.context().close();

    const shopper = await openPage(browser(), PHONE);
    await shopper.goto(`/product/${id}`);
    const open = shopper.getByRole('button', { name: `${name}: view picture 1 of 6 full screen` });
    await expect.poll(() => open.isVisible()).toBe(true);
    // The product page's picture offers every detail width the 1600 px crop has.
    expect(await shopper.locator('main img.product-image').first().getAttribute('srcset')).toContain('-1600.webp 1600w');
    await open.click();
    const viewer = shopper.getByRole('dialog', { name: `${name}: picture 1 of 6` });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    // Close, previous and next are a thumb's size.
    for (const control of ['Close full screen', 'Previous picture', 'Next picture']) await expectTapTarget(viewer.getByRole('button', { name: control }), control);

    // A swipe to the left shows the next photo.
    const box = await viewer.getByRole('group', { name: 'Picture 1 of 6' }).boundingBox();
    if (!box) throw new Error('The viewer shows no picture');
    const y = box.y + box.height / 2;
    // From left of the Next control (44 px at the right edge, level with the swipe), as a thumb would.
    await shopper.mouse.move(box.x + box.width * 0.7, y);
    await shopper.mouse.down();
    for (const step of [0.55, 0.4, 0.25, 0.1]) await shopper.mouse.move(box.x + box.width * step, y);
    await shopper.mouse.up();
    await expect.poll(() => shopper.getByRole('dialog', { name: `${name}: picture 2 of 6` }).isVisible()).toBe(true);

    // A double tap zooms in where it lands.
    const second = shopper.getByRole('group', { name: 'Picture 2 of 6' });
    // Where a finger lands on the photo: the zoom layer over it takes the taps.
    await second.locator('.react-transform-component').dblclick();
    await expect.poll(async () => Number(await second.locator('[data-zoom]').getAttribute('data-zoom'))).toBeGreaterThan(100);
    await screenshot(shopper, 'product-photos-viewer-phone', { firstScreen: true });
    await expectNoSeriousViolations(shopper, 'the full-screen photo viewer, at 360 px');

    // The arrow keys move too; Escape closes, and focus is back on the picture that opened it.
    await shopper.keyboard.press('ArrowRight');
    await expect.poll(() => shopper.getByRole('dialog', { name: `${name}: picture 3 of 6` }).isVisible()).toBe(true);
    await shopper.keyboard.press('Escape');
    await expect.poll(() => shopper.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => shopper.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`${name}: view picture 3 of 6 full screen`);
    await screenshot(shopper, 'product-photos-page-phone');
    await expectNoSeriousViolations(shopper, 'the product page with six photos, at 360 px');
    await shopper.context().close();
  });
});
