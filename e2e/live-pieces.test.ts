import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { checkOutAsGuestToPayment } from './checkout-steps.ts';
import { apiAdmin, availablePieces } from './shop-api.ts';

/** The status badge of a product page (Available, On Hold…), beside Sale and New. */
const statusBadge = (page: Page) => page.locator('main .mantine-Badge-root').first().textContent();

/** A card's status as a screen reader hears it: the piece's name, with ", on hold" while it is held. */
const cardLinkName = (page: Page, productId: number) => page.locator(`article a[href="/product/${productId}"]`).first().getAttribute('aria-label');

/** Shopper A checks the piece out up to payment, from their own browser: step 2 holds it. */
async function holdThroughCheckout(page: Page, productId: number): Promise<void> {
  await checkOutAsGuestToPayment(page, productId, `live-a-${Date.now()}@example.com`);
}

// A hold's lapse, which no event announces, is the open screens' own clock: client/features/catalog/
// components/hold-lapse-on-screen.test.tsx proves it in seconds rather than this journey's minute.
describe('live pieces on a 360 px phone: every open screen shows a hold and its release without a reload', () => {
  const browser = useBrowser();

  it("shopper B's open product page and catalogue card follow shopper A's hold and the owner's release", async () => {
    const admin = await apiAdmin();
    const [piece] = await availablePieces();
    if (!piece) throw new Error('The shop has no Available piece on its first page');

    const shopperA = await openPage(browser(), PHONE);
    const shopperB = await openPage(browser(), PHONE);
    const catalogueB = await shopperB.context().newPage();
    await shopperB.goto(`/product/${piece.id}`);
    await catalogueB.goto('/products');
    await expect.poll(() => statusBadge(shopperB)).toBe('Available');
    await expect.poll(() => cardLinkName(catalogueB, piece.id)).toBe(piece.name);

    await holdThroughCheckout(shopperA, piece.id);
    await expect.poll(() => statusBadge(shopperB), { timeout: 5_000 }).toBe('On Hold');
    await expect.poll(() => shopperB.getByRole('button', { name: 'On Hold' }).isDisabled()).toBe(true);
    await expect.poll(() => cardLinkName(catalogueB, piece.id), { timeout: 5_000 }).toBe(`${piece.name}, on hold`);
    await expectNoSeriousViolations(shopperB, 'product page, on hold by another shopper');
    await screenshot(shopperB, 'live-product-on-hold-phone', { firstScreen: true });

    // The owner releases A's hold: an event, and the piece is Available on B's screens at once.
    await admin.releaseHold(piece.id);
    await expect.poll(() => statusBadge(shopperB), { timeout: 5_000 }).toBe('Available');
    await expect.poll(() => cardLinkName(catalogueB, piece.id), { timeout: 5_000 }).toBe(piece.name);
    await expect.poll(() => shopperB.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await expectNoSeriousViolations(catalogueB, 'catalogue after a hold was released');

    await shopperA.context().close();
    await shopperB.context().close();
  });
});
