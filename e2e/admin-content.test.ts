import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { shop } from './shop.ts';

async function banner(width: number, height: number, color: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
  return { name: `banner-${width}x${height}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** Adds a slide through the settings tab's dialog, cropping the picked banner to the view type's ratio. */
async function addSlide(page: Page, slide: { viewType: 'Desktop' | 'Mobile'; title: string; file: Awaited<ReturnType<typeof banner>> }) {
  await page.getByRole('button', { name: 'Add Slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Slide' });
  if (slide.viewType === 'Mobile') {
    await dialog.getByLabel('View type').and(page.locator('input')).click();
    await page.getByRole('option', { name: 'Mobile' }).click();
  }
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(slide.title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('/new');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles(slide.file);
  const apply = page.getByRole('button', { name: 'Apply Crop & Continue' });
  await expect.poll(() => apply.isEnabled()).toBe(true);
  // The frame's corner, for a thumb: a 24 px dot in a 44 px target.
  const corner = page.locator('.advanced-cropper-bounding-box__handler--east-south');
  await expectTapTarget(corner, 'crop corner');
  expect((await corner.locator('.crop-handle').boundingBox())?.width).toBeGreaterThanOrEqual(24);
  await apply.click();
  await expect.poll(() => dialog.getByRole('img', { name: 'New slide image' }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => page.getByText('Slide created successfully.').isVisible()).toBe(true);
}

describe('admin content and users', () => {
  const browser = useBrowser();

  it('creates an announcement that the home page shows in its colours', async () => {
    const page = await openPage(browser());
    await signInAsAdmin(page);
    const text = `Sunday drop at 8 PM ${Date.now()}`;
    await page.goto('/admin/announcements');
    await page.getByRole('link', { name: 'Create New Announcement' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/announcements/new');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    await page.getByRole('textbox', { name: 'Button text' }).fill('Shop New');
    await page.getByRole('textbox', { name: 'Button link' }).fill('/new');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('#1F6FEB');
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#FFEE00');
    // The live preview draws the storefront's own strip.
    await expect.poll(() => page.getByLabel('Live preview').getByText(text).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/announcements');
    await expect.poll(() => page.getByText('Announcement created successfully!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row').filter({ hasText: text }).getByText('Shop New → /new').isVisible()).toBe(true);

    await page.goto('/');
    // Active announcements rotate every 5 s: wait for ours to come round.
    const strip = page.getByLabel('Announcements').getByText(text);
    await expect.poll(() => strip.isVisible(), { timeout: 20_000 }).toBe(true);
    const colors = await strip.evaluate((element) => {
      const band = element.closest('[style*="background"]');
      return band ? { background: getComputedStyle(band).backgroundColor, text: getComputedStyle(band).color } : null;
    });
    expect(colors).toEqual({ background: 'rgb(31, 111, 235)', text: 'rgb(255, 238, 0)' });
    await page.context().close();
  });

  it('uploads a desktop and a mobile slide, and each shows at its own viewport', async () => {
    const page = await openPage(browser());
    await signInAsAdmin(page);
    const stamp = Date.now();
    const desktopTitle = `Desktop drop ${stamp}`;
    const mobileTitle = `Mobile drop ${stamp}`;
    await page.goto('/admin/settings');
    await addSlide(page, { viewType: 'Desktop', title: desktopTitle, file: await banner(2000, 1200, '#8a5a44') });
    await addSlide(page, { viewType: 'Mobile', title: mobileTitle, file: await banner(900, 1400, '#44708a') });
    await expect.poll(() => page.getByRole('row').filter({ hasText: mobileTitle }).getByText('Mobile', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'admin-settings-slides');

    const desktop = await openPage(browser(), DESKTOP);
    await desktop.goto('/');
    await expect.poll(() => desktop.getByRole('img', { name: desktopTitle }).count()).toBe(1);
    expect(await desktop.getByRole('img', { name: mobileTitle }).count()).toBe(0);
    const phone = await openPage(browser(), PHONE);
    await phone.goto('/');
    await expect.poll(() => phone.getByRole('img', { name: mobileTitle }).count()).toBe(1);
    expect(await phone.getByRole('img', { name: desktopTitle }).count()).toBe(0);
    await Promise.all([page, desktop, phone].map((open) => open.context().close()));
  });

  it('saves shop settings, a blank hold duration falling back to 30, and the storefront reads them at once', async () => {
    const page = await openPage(browser());
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const ncrFee = page.getByRole('textbox', { name: 'Delivery fee within Metro Manila (₱)' });
    await expect.poll(() => ncrFee.inputValue()).not.toBe('');
    const before = await ncrFee.inputValue();
    await ncrFee.fill('95');
    await page.getByRole('textbox', { name: 'Hold duration (minutes)' }).fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.getByText('Settings updated successfully.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: 'Hold duration (minutes)' }).inputValue()).toBe('30');

    const settings = (await (await page.request.get('/api/settings')).json()) as { data: Record<string, number> };
    expect(settings.data).toMatchObject({ delivery_fee_ncr: 95, product_hold_duration: 30 });
    // Leave the shop as the other journeys expect it.
    await ncrFee.fill(before);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.getByText('Settings updated successfully.').isVisible()).toBe(true);
    await page.context().close();
  });

  it('changes a shopper’s password, and the shopper logs in with the new one', async () => {
    const email = uniqueEmail('forgetful');
    const shopper = await openPage(browser());
    await shopper.goto('/register');
    await shopper.getByLabel('Name').fill('Apolinario Mabini');
    await shopper.getByLabel('Email').fill(email);
    await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill('old-password-1864');
    await shopper.getByRole('textbox', { name: 'Confirm Password' }).fill('old-password-1864');
    await shopper.getByRole('button', { name: 'Sign Up' }).click();
    await shopper.waitForURL((url) => url.pathname === '/');
    await shopper.context().close();

    const admin = await openPage(browser());
    await signInAsAdmin(admin);
    await admin.goto('/admin/users');
    await admin.getByRole('textbox', { name: 'Search users' }).fill(email.toUpperCase());
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Change Password' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Change Password for Apolinario Mabini' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('New Password').fill('new-password-1899');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirm Password').fill('new-password-1899');
    await save.click();
    await expect.poll(() => dialog.getByText('Password updated successfully.').isVisible()).toBe(true);
    // It closes by itself about 1.2 s later.
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
    await admin.context().close();

    const again = await openPage(browser());
    await again.goto('/login');
    await again.getByLabel('Email').fill(email);
    await again.getByRole('textbox', { name: 'Password', exact: true }).fill('new-password-1899');
    await again.getByRole('button', { name: 'Login' }).click();
    await again.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => again.getByRole('button', { name: 'Apolinario Mabini' }).isVisible()).toBe(true);
    await again.context().close();
  });

  it('changes the admin’s own password on a phone and keeps them signed in there, signing out their other browser', async () => {
    const email = inject('adminEmail');
    const newPassword = 'owner-rotated-password';
    const phone = await openPage(browser(), PHONE);
    const laptop = await openPage(browser());
    await signInAsAdmin(phone);
    await signInAsAdmin(laptop);
    try {
      await phone.goto('/admin/users');
      await phone.getByRole('textbox', { name: 'Search users' }).fill(email);
      const change = phone.getByRole('button', { name: 'Change Password' });
      await expect.poll(() => change.count()).toBe(1);
      await change.click();
      const dialog = phone.getByRole('dialog', { name: 'Change Password for Shop Admin' });
      await dialog.getByLabel('New Password').fill(newPassword);
      await dialog.getByLabel('Confirm Password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.getByText('Password updated successfully.').isVisible()).toBe(true);
      await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);

      // Still the dashboard, still signed in: a reload lists the users again, never "Unauthenticated.".
      await phone.reload();
      await phone.getByRole('textbox', { name: 'Search users' }).fill(email);
      await expect.poll(() => phone.getByText(email).isVisible()).toBe(true);
      expect(phone.url()).toContain('/admin/users');
      expect(await phone.getByText('Unauthenticated.').count()).toBe(0);
      await screenshot(phone, 'admin-own-password-changed-phone');

      // The other browser's session ended with the old password.
      await laptop.goto('/admin/users');
      await laptop.waitForURL((url) => url.pathname === '/login');
    } finally {
      await restoreAdminPassword(email, newPassword, inject('adminPassword'));
      await phone.context().close();
      await laptop.context().close();
    }
  });
});

/** Puts the shared admin's password back for the journeys after this one (a no-op if it was never changed). */
async function restoreAdminPassword(email: string, changedTo: string, original: string) {
  const api = (path: string, init: RequestInit = {}) => fetch(`${shop().baseUrl}/api${path}`, init);
  const json = { 'content-type': 'application/json' };
  const login = await api('/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password: changedTo }) });
  if (!login.ok) return;
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  const restored = await api(`/admin/users/${user.id}/change-password`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: original, password_confirmation: original }),
  });
  expect(restored.status).toBe(200);
}
