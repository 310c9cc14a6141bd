import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, attachProof, fillCustomerInfo, reviewAndPlace } from './checkout-steps.ts';

async function openOrderManagement(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin-orders');
  await page.getByRole('heading', { name: 'Order Management' }).waitFor();
}

/** The count on a status tab's badge. */
async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${label}`) }).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** A list row's name starts with its order number; the lookahead keeps #1 from matching #12. */
function orderRow(page: Page, orderId: number | string) {
  return page.getByRole('button', { name: new RegExp(`^Order #${orderId}(?!\\d)`) });
}

describe('order management', () => {
  const browser = useBrowser();

  it('lets the admin find a guest order by name and approve it with a note the guest then sees', async () => {
    // A name no other journey uses, so the search finds this order alone.
    const customer = `Melchora Aquino ${Date.now().toString(36)}`;
    const note = 'Payment received, thank you! Ships on Monday.';
    const guest = await openPage(browser(), PHONE);
    await addFirstAvailablePiece(guest);
    await guest.goto('/cart');
    await guest.getByRole('button', { name: 'Checkout' }).click();
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();
    await fillCustomerInfo(guest, { name: customer, email: uniqueEmail('guest') });
    await attachProof(guest);
    const orderId = await reviewAndPlace(guest);

    const admin = await openPage(browser());
    await openOrderManagement(admin);
    await admin.getByRole('textbox', { name: 'Search orders' }).fill(customer);
    await admin.waitForURL((url) => url.searchParams.get('search') === customer);
    await expect.poll(() => orderRow(admin, orderId).isVisible()).toBe(true);
    await expect.poll(() => tabCount(admin, 'Pending')).toBe(1);
    const approvedBefore = await tabCount(admin, 'Approved');

    await orderRow(admin, orderId).click();
    const form = admin.getByRole('form', { name: 'Update order status' });
    await form.getByLabel('Status', { exact: true }).and(admin.locator('input')).click();
    await admin.getByRole('option', { name: 'Approved', exact: true }).click();
    await form.getByRole('textbox', { name: 'Admin notes' }).fill(note);
    await form.getByRole('button', { name: 'Update Status' }).click();
    // The form's own message is the component test's (order-status-form.test.tsx); here, the list follows.
    await expect.poll(() => tabCount(admin, 'Approved')).toBe(approvedBefore + 1);
    await expect.poll(() => orderRow(admin, orderId).getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'admin-orders-desktop');
    await admin.context().close();

    await guest.goto('/my-orders');
    const card = guest.getByRole('article', { name: `Order #${orderId}` });
    await expect.poll(() => card.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByText(note).isVisible()).toBe(true);
    await guest.context().close();
  });

  it('opens an order full screen on a phone', async () => {
    const admin = await openPage(browser(), PHONE);
    await openOrderManagement(admin);
    // The journey above placed an order, so the list holds at least one.
    await orderRow(admin, '\\d+').first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('form', { name: 'Update order status' }).waitFor();
    const viewport = await admin.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual({ x: 0, y: 0, ...viewport });
    await screenshot(admin, 'admin-orders-detail-phone');
    await admin.context().close();
  });
});
