import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { DESKTOP, openPage, PHONE, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, attachProof, fillCustomerInfo, reviewAndPlace } from './checkout-steps.ts';

/**
 * What has keyboard focus, and whether a sighted keyboard user can see it: not the page's body (focus
 * dropped), drawn, and not clipped away by a scrolling or overflow-hidden ancestor (a slide off to
 * the side).
 */
function describeFocus() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return { name: 'the page body', visible: false };
  const box = focused.getBoundingClientRect();
  let visible = box.width > 0 && box.height > 0 && focused.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  for (let ancestor = focused.parentElement; ancestor && visible; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).overflowX === 'visible') continue;
    const clip = ancestor.getBoundingClientRect();
    visible = box.right > clip.left && box.left < clip.right && box.bottom > clip.top && box.top < clip.bottom;
  }
  return { name: (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim(), visible };
}

/** Tabs from the top of the page to `last`, failing on the first stop a sighted keyboard user cannot see. */
async function tabTo(page: Page, last: string) {
  const stops: string[] = [];
  for (let step = 0; step < 20 && stops.at(-1) !== last; step++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(describeFocus);
    expect(focus.visible, `tab stop ${step + 1} (${focus.name}) after ${stops.join(' → ')}`).toBe(true);
    stops.push(focus.name);
  }
  expect(stops.at(-1)).toBe(last);
}

/** The public screens, each with what shows that it has rendered its data. */
async function walkPublicScreens(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
  await expect.poll(() => page.locator('article.product-card').count()).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, '/');
  expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Ukay: vintage clothing, one of a kind']);
  // Through the header and the hero (whose slider may take over meanwhile) to the first list's link.
  await tabTo(page, 'View All Products');

  await page.goto('/products');
  await expect.poll(() => page.locator('article.product-card').count()).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, '/products');
  // A piece no one can add says so in its links' names, not only in the picture's overlay. (Sold
  // pieces close the list, past its first page; the sale rack is short.)
  await page.goto('/sale');
  const soldCard = page.locator('article.product-card').filter({ has: page.locator('.product-overlay', { hasText: 'SOLD' }) }).first();
  const soldName = (await soldCard.locator('img').getAttribute('alt')) ?? '';
  // (The name sits in a paragraph inside its link, so the name computed for that link has a space before the comma.)
  const withStatus = new RegExp(`^${soldName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?, sold$`);
  expect(await soldCard.getByRole('link', { name: withStatus }).count()).toBe(2);

  await page.locator('article.product-card .product-name').first().click();
  await page.waitForURL(/\/product\/\d+$/);
  await page.getByRole('heading', { name: 'Before You Buy' }).waitFor();
  await expectNoSeriousViolations(page, '/product/{id}');
}

describe('accessibility (axe-core, WCAG 2.2 AA: no serious or critical violation)', () => {
  const browser = useBrowser();

  it('passes on every shopper screen at 360 px, from home to a placed order', async () => {
    const page = await openPage(browser(), PHONE);
    await walkPublicScreens(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).waitFor();
    await expectNoSeriousViolations(page, 'the phone menu');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expectNoSeriousViolations(page, '/login');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await expectNoSeriousViolations(page, '/register');

    await addFirstAvailablePiece(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).waitFor();
    await expectNoSeriousViolations(page, '/cart');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as Guest' }).waitFor();
    await expectNoSeriousViolations(page, 'checkout: account choice');
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Close' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(() => dialog.getByText('Name is required', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page, 'checkout step 1 (with field errors)');

    await fillCustomerInfo(page, { email: uniqueEmail('axe') });
    await attachProof(page);
    await expectNoSeriousViolations(page, 'checkout step 2');
    await dialog.getByRole('button', { name: 'Review Order' }).click();
    await dialog.getByRole('button', { name: 'Place Order', exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'checkout step 3');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await reviewAndPlace(page);
    await expectNoSeriousViolations(page, 'checkout: thank you');

    await dialog.getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await page.getByRole('button', { name: 'View Details' }).first().waitFor();
    await expectNoSeriousViolations(page, '/my-orders');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect.poll(() => page.getByRole('dialog').getByRole('img', { name: 'Proof of payment' }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page, '/my-orders: order details');
    await page.context().close();
  });

  it('passes on the public screens at 1440 px', async () => {
    const page = await openPage(browser(), DESKTOP);
    await walkPublicScreens(page);
    await page.context().close();
  });
});
