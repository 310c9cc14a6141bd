import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';
import { shop } from './shop.ts';

const VIEW_TYPE_QUESTION =
  'Changing the view type will remove the current image. You will need to upload and crop a new image with the appropriate aspect ratio. Continue?';

/** Nothing of the page lies beyond the phone's right edge, so nothing needs a sideways scroll. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** Wholly inside the phone's screen as it is now (scrolled wherever it is). */
async function inViewport(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

type AdminApi = Awaited<ReturnType<typeof apiAdmin>>;

/** An inactive announcement of the journey's own (the storefront shows only active ones). */
async function createAnnouncement(owner: AdminApi, text: string): Promise<number> {
  const body = { text, is_active: false, display_order: 90, button_text: 'Shop Sale', button_link: '/sale', background_color: '#1F6FEB', text_color: '#FFEE00' };
  return ((await owner.call('POST', '/admin/announcements', body)) as { data: { id: number } }).data.id;
}

/** An inactive desktop slide of the journey's own, with its image. */
async function createSlide(owner: AdminApi, title: string): Promise<number> {
  const image = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#8a5a44' } }).jpeg().toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries({ title, subtitle: 'Phone layout', link: '/new', order: '95', is_active: '0', view_type: 'desktop' })) {
    form.append(key, value);
  }
  form.append('image', new File([new Uint8Array(image)], 'hero-carousel-desktop.jpg', { type: 'image/jpeg' }));
  return ((await owner.call('POST', '/admin/hero-carousel', form)) as { data: { id: number } }).data.id;
}

describe('the admin screens on a 360 px phone', () => {
  const browser = useBrowser();

  it('fits every admin screen in 360 px, and the dashboard’s sections are one select away', async () => {
    const owner = await apiAdmin();
    const piece = await owner.listPiece(`Phone Layout Piece ${Date.now()}`);
    const announcement = await createAnnouncement(owner, `Phone layout check ${Date.now()}`);
    const page = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(page);
      const screens: [path: string, ready: (page: Page) => Locator][] = [
        ['/admin/products', (page) => page.getByRole('link', { name: 'Add Product' })],
        ['/admin/orders', (page) => page.getByRole('link', { name: 'Manage Orders' })],
        ['/admin/users', (page) => page.getByText(inject('adminEmail'), { exact: true })],
        ['/admin/announcements', (page) => page.getByRole('link', { name: 'Create New Announcement' })],
        ['/admin/settings', (page) => page.getByRole('button', { name: 'Save Settings' })],
        ['/admin/products/add', (page) => page.getByRole('textbox', { name: 'Name' })],
        [`/admin/products/edit/${piece.id}`, (page) => page.getByRole('textbox', { name: 'Name' })],
        ['/admin/announcements/new', (page) => page.getByText('Live preview')],
        [`/admin/announcements/edit/${announcement}`, (page) => page.getByText('Live preview')],
        ['/admin/drops', (page) => page.getByRole('button', { name: 'New drop' })],
        ['/admin-orders', (page) => page.getByRole('heading', { name: 'Order Management' })],
        ['/admin-holds', (page) => page.getByRole('heading', { name: 'Live Holds' })],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page).waitFor();
        await expectNoSidewaysScroll(page, path);
      }

      // The colour fields show their colour beside the value (ColorInput's swatch had no size).
      await page.goto(`/admin/announcements/edit/${announcement}`);
      const preview = page.locator('.mantine-ColorInput-root .mantine-ColorSwatch-root');
      await expect.poll(() => preview.count()).toBe(2);
      for (const swatch of await preview.all()) expect((await swatch.boundingBox())?.width).toBeGreaterThan(10);

      // The dashboard: one select names the section shown and offers every other; none is cut off.
      await page.goto('/admin/products');
      const section = page.getByRole('combobox', { name: 'Section' });
      await section.waitFor();
      expect(await section.locator('option').allTextContents()).toEqual(['Products', 'Drops', 'Orders', 'Insights', 'Customers', 'Users', 'Announcements', 'Settings']);
      expect(await inViewport(section)).toBe(true);
      await section.selectOption('Settings');
      await page.waitForURL((url) => url.pathname === '/admin/settings');
      await page.getByRole('button', { name: 'Save Settings' }).waitFor();
      await expectNoSeriousViolations(page, '/admin/settings on a phone');
      await screenshot(page, 'admin-dashboard-sections-phone', { firstScreen: true });
    } finally {
      await owner.call('DELETE', `/admin/announcements/${announcement}`);
      await page.context().close();
    }
  });

  it('lists announcements as cards with their colours and every action', async () => {
    const owner = await apiAdmin();
    const text = `Card check ${Date.now()}`;
    const id = await createAnnouncement(owner, text);
    // A touch screen, so a tap is a tap.
    const context = await browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: shop().baseUrl });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    let deleted = false;
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/announcements');
      const card = page.getByRole('listitem').filter({ hasText: text });
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('Shop Sale → /sale').isVisible()).toBe(true);
      await expectNoSidewaysScroll(page, 'announcement cards');

      // Both swatches show, and say their colour on a tap and on keyboard focus.
      const background = card.getByRole('button', { name: 'Background: #1F6FEB' });
      const textColour = card.getByRole('button', { name: 'Text: #FFEE00' });
      for (const control of [background, textColour]) {
        const box = await control.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      expect((await card.locator('.mantine-ColorSwatch-root').first().boundingBox())?.width).toBeGreaterThan(20);
      await background.tap();
      await expect.poll(() => page.getByRole('tooltip', { name: 'Background: #1F6FEB' }).isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      await expect.poll(() => textColour.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => page.getByRole('tooltip', { name: 'Text: #FFEE00' }).isVisible()).toBe(true);
      await expectNoSeriousViolations(page, 'announcement cards on a phone');
      await screenshot(page, 'admin-announcements-phone', { firstScreen: true });

      // Every action is on the card and within the screen.
      for (const name of ['Edit', 'Activate', 'Delete']) expect(await inViewport(card.getByRole(name === 'Edit' ? 'link' : 'button', { name, exact: true }))).toBe(true);
      await card.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect.poll(() => card.getByText('Active', { exact: true }).isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect.poll(() => card.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
      await card.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/announcements/edit/${id}`);
      await page.goBack();
      await card.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => card.count()).toBe(0);
      deleted = true;
    } finally {
      if (!deleted) await owner.call('DELETE', `/admin/announcements/${id}`);
      await page.context().close();
    }
  });

  it('lists slides as cards with Edit and Delete; the view-type question is a dialog; messages show beside their buttons', async () => {
    const owner = await apiAdmin();
    const title = `Phone slide ${Date.now()}`;
    const id = await createSlide(owner, title);
    // The settings other journeys read, put back whatever happens here.
    const { settings } = ((await owner.call('GET', '/admin/settings')) as { data: { settings: Record<string, string> } }).data;
    const page = await openPage(browser(), PHONE);
    let deleted = false;
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/settings');

      // Save sits at the foot of a long form: its message appears beside it, in view.
      const save = page.getByRole('button', { name: 'Save Settings' });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const saved = page.getByRole('status').filter({ hasText: 'Settings updated successfully.' });
      await expect.poll(() => saved.isVisible()).toBe(true);
      await expect.poll(() => inViewport(saved)).toBe(true);
      await screenshot(page, 'admin-settings-saved-phone', { firstScreen: true });

      const card = page.getByRole('listitem').filter({ hasText: title });
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByText('Desktop', { exact: true }).isVisible()).toBe(true);
      expect(await inViewport(card.getByRole('button', { name: `Edit slide ${title}` }))).toBe(true);
      expect(await inViewport(card.getByRole('button', { name: `Delete slide ${title}` }))).toBe(true);
      await expectNoSidewaysScroll(page, 'slide cards');

      // The view type of a slide with an image: the question, in the shop's own dialog.
      await card.getByRole('button', { name: `Edit slide ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Slide' });
      await dialog.getByRole('img', { name: 'Current slide image' }).waitFor();
      const askMobile = async () => {
        await dialog.getByLabel('View type').and(page.locator('input')).click();
        await page.getByRole('option', { name: 'Mobile' }).click();
      };
      await askMobile();
      const question = page.getByRole('dialog', { name: 'Change view type' });
      await expect.poll(() => question.getByText(VIEW_TYPE_QUESTION).isVisible()).toBe(true);
      await expectNoSeriousViolations(page, 'the view-type question', '[role="dialog"]');
      await screenshot(page, 'admin-slide-view-type-question-phone', { firstScreen: true });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => question.count()).toBe(0);
      expect(await dialog.getByLabel('View type').and(page.locator('input')).inputValue()).toBe('Desktop');
      expect(await dialog.getByRole('img', { name: 'Current slide image' }).isVisible()).toBe(true);
      await askMobile();
      await question.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => dialog.getByLabel('View type').and(page.locator('input')).inputValue()).toBe('Mobile');
      expect(await dialog.getByRole('img', { name: 'Current slide image' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // Delete: the message shows beside the slides, in view.
      await card.getByRole('button', { name: `Delete slide ${title}` }).click();
      await page.getByRole('dialog', { name: 'Delete slide' }).getByRole('button', { name: 'Delete' }).click();
      const deletedMessage = page.getByRole('status').filter({ hasText: 'Slide deleted successfully.' });
      await expect.poll(() => deletedMessage.isVisible()).toBe(true);
      deleted = true;
      await expect.poll(() => inViewport(deletedMessage)).toBe(true);
    } finally {
      if (!deleted) await owner.call('DELETE', `/admin/hero-carousel/${id}`);
      await owner.call('POST', '/admin/settings', { settings: Object.entries(settings).map(([key, value]) => ({ key, value })) });
      await page.context().close();
    }
  });
});
