import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { checkOutAsGuestToPayment } from './checkout-steps.ts';
import { linkTo, mailFromOutbox } from './mail-outbox.ts';
import { apiAdmin } from './shop-api.ts';

/** An open screen follows a change in an event and one request: seconds, never the hold's minutes. */
const LIVE = { timeout: 5_000 };

/** The queue panel's words for the turn, as the product page shows them. */
const YOUR_TURN = /^It's your turn: held for you until/;

/** Visible copies only: at 360 px the cart's table is hidden and its cards show the same badge. */
const visibleCount = (page: Page, text: string) => page.getByText(text, { exact: true }).locator('visible=true').count();

const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

/** Set before the hand-off and read after it: a reload would have cleared it, so the screen changed in place. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { handoffMark: 'not reloaded' }));
}

async function wasReloaded(page: Page): Promise<boolean> {
  return (await page.evaluate(() => Reflect.get(window, 'handoffMark') as unknown)) !== 'not reloaded';
}

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectHeldByAnother(cart: Page): Promise<void> {
  await expect.poll(() => visibleCount(cart, 'On hold by other user'), LIVE).toBe(1);
  expect(await visibleCount(cart, 'Reserved by You')).toBe(0);
  expect(await orderSummary(cart).getByRole('button', { name: 'Checkout', exact: true }).isDisabled()).toBe(true);
}

async function expectReservedForMe(cart: Page): Promise<void> {
  await expect.poll(() => visibleCount(cart, 'Reserved by You'), LIVE).toBe(1);
  expect(await visibleCount(cart, 'On hold by other user')).toBe(0);
  expect(await orderSummary(cart).getByRole('button', { name: 'Checkout', exact: true }).isEnabled()).toBe(true);
}

describe('the live hand-off: the first in line sees their turn on every open screen', () => {
  const browser = useBrowser();

  /**
   * Shopper A holds a piece of the journey's own by checking it out up to payment in A's browser; guest
   * B, on a 360 px phone, joins its queue from the product page and opens the cart in a second tab.
   */
  async function queueBehindHolder() {
    const piece = await (await apiAdmin()).listPiece(`Hand-off Piece ${Date.now()}`);
    const holder = await openPage(browser(), PHONE);
    await checkOutAsGuestToPayment(holder, piece.id, uniqueEmail('handoff-holder'));

    const emailB = uniqueEmail('handoff-next');
    const productB = await openPage(browser(), PHONE);
    await productB.goto(`/product/${piece.id}`);
    await productB.getByLabel('Your e-mail').fill(emailB);
    await productB.getByRole('button', { name: 'Join the queue' }).click();
    await expect.poll(() => productB.getByText('You are #1 in line', { exact: true }).isVisible()).toBe(true);

    const cartB = await productB.context().newPage();
    await cartB.goto('/cart');
    await expectHeldByAnother(cartB);
    // The held line's own queue panel and the list of lines waited for both say it.
    await expect.poll(() => visibleCount(cartB, 'You are #1 in line')).toBe(2);
    return { holder, productB, cartB, emailB };
  }

  /** A gives the piece up as a shopper does: closing checkout and choosing to release it. */
  async function releaseFromCheckout(holder: Page): Promise<void> {
    await holder.getByRole('dialog').getByRole('button', { name: 'Close checkout' }).click();
    await holder.getByRole('dialog', { name: 'Keep your reservation?' }).getByRole('button', { name: 'Release the pieces' }).click();
    await expect.poll(() => holder.getByText('Your reservation is released.', { exact: false }).first().isVisible()).toBe(true);
  }

  it("A's release shows B their turn within seconds on B's open product page and open cart, with no reload, at 360 px", async () => {
    const { holder, productB, cartB } = await queueBehindHolder();
    await screenshot(cartB, 'queue-handoff-cart-waiting-phone');
    await markPage(productB);
    await markPage(cartB);

    await releaseFromCheckout(holder);

    await expect.poll(() => productB.getByText(YOUR_TURN).isVisible(), LIVE).toBe(true);
    expect(await productB.getByRole('button', { name: 'Pass' }).isVisible()).toBe(true);
    await expectReservedForMe(cartB);
    await expect.poll(() => cartB.getByText('Reserved by You: it is your turn').isVisible(), LIVE).toBe(true);
    expect(await wasReloaded(productB)).toBe(false);
    expect(await wasReloaded(cartB)).toBe(false);

    await expectFitsPhone(productB);
    await expectFitsPhone(cartB);
    await screenshot(productB, 'queue-handoff-your-turn-product-phone');
    await screenshot(cartB, 'queue-handoff-your-turn-cart-phone');
  });

  it("the your-turn mail opened on another device makes the turn that device's, and B's open screens stop calling it B's", async () => {
    const { holder, productB, cartB, emailB } = await queueBehindHolder();
    await releaseFromCheckout(holder);
    await expect.poll(() => productB.getByText(YOUR_TURN).isVisible(), LIVE).toBe(true);
    await expectReservedForMe(cartB);
    await markPage(productB);
    await markPage(cartB);

    const mail = await mailFromOutbox('queue-your-turn', (caught) => caught.raw.includes(`To: ${emailB}`));
    const otherDevice = await openPage(browser(), DESKTOP);
    await otherDevice.goto(linkTo(mail, '/queue-turn'));
    await expect.poll(() => new URL(otherDevice.url()).pathname).toBe('/cart');
    await expectReservedForMe(otherDevice);
    await screenshot(otherDevice, 'queue-handoff-turn-by-link-desktop');

    // The turn moved away from B: B's screens, still open, must not keep offering it.
    await expect.poll(() => productB.getByText(YOUR_TURN).count(), LIVE).toBe(0);
    await expectHeldByAnother(cartB);
    expect(await wasReloaded(productB)).toBe(false);
    expect(await wasReloaded(cartB)).toBe(false);
    await expectFitsPhone(productB);
    await expectFitsPhone(cartB);
    await screenshot(productB, 'queue-handoff-turn-taken-product-phone');
  });
});
