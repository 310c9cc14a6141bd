import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OwnerPush } from '../shared/schemas/push.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder } from './guest-order.ts';
import { availablePieces } from './shop-api.ts';

type Manifest = { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };

/** A PNG's width and height, read from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** The admin open at `path` once the owner's service worker controls it. */
async function controlledAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/admin-sw.js'));
}

describe('the owner’s installable app', () => {
  const browser = useBrowser();

  it('is offered by the admin only: its manifest names the app, starts on the orders in its scope, and its icons load at their sizes', async () => {
    const shopper = await openPage(browser(), PHONE);
    await shopper.goto('/products');
    await shopper.locator('main').waitFor();
    expect(await shopper.locator('link[rel="manifest"]').count()).toBe(0);
    expect(await shopper.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    const owner = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    await controlledAdmin(owner, '/admin-orders');
    const href = await owner.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await owner.request.get(href ?? '');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Ukay Shop Admin', short_name: 'Ukay Admin', start_url: '/admin-orders', display: 'standalone' });
    expect(new URL(manifest.start_url, owner.url()).pathname.startsWith(manifest.scope)).toBe(true);
    const icons = [];
    for (const icon of manifest.icons) {
      const picture = await owner.request.get(icon.src);
      expect(picture.headers()['content-type'], icon.src).toBe('image/png');
      icons.push(`${pngSize(await picture.body())} ${icon.purpose}`);
    }
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('shows a push as a notification naming the order and keeping the page it opens', async () => {
    const owner = await openPage(browser(), PHONE);
    await owner.context().grantPermissions(['notifications']);
    await signInAsAdmin(owner);
    // The push service's side is played by Chromium's DevTools protocol, which hands the worker a push as a service would.
    const devtools = await owner.context().newCDPSession(owner);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (update) => registrations.push(...update.registrations));
    await devtools.send('ServiceWorker.enable');
    await controlledAdmin(owner, '/admin/settings');
    const registration = registrations.findLast((candidate) => new URL(candidate.scopeURL).pathname === '/admin' && !candidate.isDeleted);
    if (!registration) throw new Error('the owner’s service worker is not registered for /admin');

    const push: OwnerPush = { title: 'New order #12: ₱1,500.00', body: 'Maria Clara ordered 1 piece. Check the payment proof.', url: '/admin-orders?order=12', tag: 'order-12', pending: 3 };
    await devtools.send('ServiceWorker.deliverPushMessage', { origin: new URL(owner.url()).origin, registrationId: registration.registrationId, data: JSON.stringify(push) });
    const shown = () =>
      owner.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })));
    await expect.poll(shown, { timeout: 5_000 }).toEqual([{ title: push.title, body: push.body, tag: push.tag, data: { url: push.url } }]);
  });

  it('lists the owner’s devices in Settings at 360 px, each removable, and says why a private window cannot be one', async () => {
    const owner = await openPage(browser(), PHONE);
    await owner.context().grantPermissions(['notifications']);
    await signInAsAdmin(owner);
    const subscription = { endpoint: `https://push.example/${Date.now()}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Safari on iPhone' };
    expect((await owner.request.post('/trpc/admin.push.subscribe', { data: subscription })).ok()).toBe(true);
    await controlledAdmin(owner, '/admin/settings');
    const panel = owner.getByRole('region', { name: 'Notifications on your phone' });
    const remove = panel.getByRole('button', { name: 'Remove Safari on iPhone' });
    await remove.waitFor();
    await expect.poll(() => panel.getByText('not notified yet').first().isVisible()).toBe(true);
    const turnOn = panel.getByRole('button', { name: 'Turn on notifications' });
    await expectTapTarget(turnOn, 'Turn on notifications');
    await expectTapTarget(remove, 'Remove');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(owner, 'settings-notifications-360', { firstScreen: true });
    await expectNoSeriousViolations(owner, 'Settings: notifications', 'section[aria-labelledby="notifications-heading"]');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Every button's words whole: a Mantine button cuts a label too long for it rather than widening the page.
    const cutLabels = await panel.locator('.mantine-Button-label').evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
    expect(cutLabels).toEqual([]);

    // Playwright's contexts are private windows, where Chromium refuses the Push API: the owner is told the browser's reason.
    await turnOn.click();
    await expect.poll(() => panel.getByText(/^This browser could not turn notifications on: /).isVisible()).toBe(true);

    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
  });

  it('keeps the orders on screen at 360 px when the connection drops, says so, lets nothing be changed, and opens with them offline', async () => {
    const [piece] = await availablePieces();
    if (!piece) throw new Error('No Available piece left to order');
    const orderId = await placeGuestOrder(piece, 'Gabriela Silang');
    const owner = await openPage(browser(), PHONE);
    await signInAsAdmin(owner);
    await controlledAdmin(owner, '/admin-orders');
    // Loaded again under the worker, which keeps this load's answers for opening offline.
    await owner.reload();
    const row = owner.getByRole('button', { name: new RegExp(`^Order #${orderId}(?!\\d)`) });
    await row.click();
    const dialog = owner.getByRole('dialog', { name: `Order #${orderId}` });
    const approve = dialog.getByRole('button', { name: /^Approve/ });
    await approve.waitFor();
    expect(await approve.isDisabled()).toBe(false);

    await owner.context().setOffline(true);
    await expect.poll(() => approve.isDisabled()).toBe(true);
    await dialog.getByText('Gabriela Silang').first().waitFor();
    await screenshot(owner, 'owner-app-offline-order-360', { firstScreen: true });
    await owner.getByRole('button', { name: 'Close' }).click();
    const notice = owner.getByText(/^These are your orders as loaded .+\. Approving, shipping and other changes need a connection\.$/);
    await expect.poll(() => notice.isVisible()).toBe(true);
    const loaded = await notice.textContent();

    // Opened again with no connection, a second later: the shell and the orders as they were loaded,
    // not a fresh read (its time would be later), and the notice says how old they are.
    await owner.waitForTimeout(1_100);
    await owner.reload();
    await row.waitFor();
    await expect.poll(() => notice.textContent()).toBe(loaded);
    await screenshot(owner, 'owner-app-opened-offline-360', { firstScreen: true });

    await owner.context().setOffline(false);
    await expect.poll(() => owner.getByText('You are offline').count()).toBe(0);
  });
});
