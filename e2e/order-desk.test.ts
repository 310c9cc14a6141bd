import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { DESKTOP, expectTapTarget, openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder, placeGuestOrderWithLink } from './guest-order.ts';
import { paymentScreenshot } from './checkout-steps.ts';
import { apiAdmin } from './shop-api.ts';
import { ADMIN_ORDER_MESSAGES } from '../shared/schemas/admin-orders.ts';
import { PAYMENT_FIX_MESSAGES } from '../shared/schemas/orders.ts';
import { shop } from './shop.ts';

const CONFIRMATION = 'Order status updated successfully.';
const PAID = 'Payment received, thank you! We will pack your order soon.';
const SHORT = 'Amount short by ₱…. Please send the balance and reply with its screenshot.';
const TRACKING = '640012345678';

/** Three guest orders of the journey's own pieces, under one name no other journey uses; oldest first. */
async function threePendingOrders(tag: string): Promise<number[]> {
  const admin = await apiAdmin();
  const ids = [];
  for (const letter of ['A', 'B', 'C']) {
    const piece = await admin.listPiece(`Desk Piece ${tag} ${letter}`);
    ids.push(await placeGuestOrder(piece, `Desk Buyer ${tag} ${letter}`));
  }
  return ids;
}

/** The one order open in the full-screen dialog, once its form shows that order. */
async function openDialog(page: Page, orderId: number): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `Order #${orderId}` });
  await dialog.getByRole('form', { name: 'Update order status' }).waitFor();
  return dialog;
}

async function fillFromTemplate(dialog: Locator, template: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Note templates' }).click();
  await dialog.page().getByRole('menuitem', { name: template }).click();
}

/** The update's one message, in the form beside its buttons, and no other copy of it anywhere (no toast). */
async function expectOneConfirmation(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.getByRole('form', { name: 'Update order status' }).getByText(CONFIRMATION).isVisible()).toBe(true);
  expect(await page.getByText(CONFIRMATION).count()).toBe(1);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
}

describe('the order desk on a phone', () => {
  const browser = useBrowser();

  it('approves, rejects and ships pending orders one after another, from templates, and shows who did what', async () => {
    const tag = Date.now().toString(36);
    const [oldest, middle, newest] = (await threePendingOrders(tag)) as [number, number, number];
    const page = await openPage(browser(), PHONE);
    await signInAsAdmin(page);
    await page.goto(`/admin-orders?status=pending&search=${encodeURIComponent(`Desk Buyer ${tag}`)}`);
    await page.getByRole('button', { name: new RegExp(`^Order #${newest}(?!\\d)`) }).click();

    // Deciding comes first: the status form sits above the order's details.
    let dialog = await openDialog(page, newest);
    const form = dialog.getByRole('form', { name: 'Update order status' });
    const formTop = (await form.boundingBox())?.y ?? Infinity;
    const customerTop = (await dialog.getByText('Customer', { exact: true }).boundingBox())?.y ?? -Infinity;
    expect(formTop).toBeLessThan(customerTop);
    await expectNoSeriousViolations(page, 'the order desk on a phone', '[role="dialog"]');

    // Approve with a template note: one tap fills it, one tap sends it, one message answers.
    await fillFromTemplate(dialog, PAID);
    expect(await form.getByRole('textbox', { name: 'Admin notes' }).inputValue()).toBe(PAID);
    await form.getByRole('button', { name: 'Approve' }).click();
    await expectOneConfirmation(page, dialog);
    await screenshot(page, 'order-desk-approved-phone', { firstScreen: true });

    // The next pending order is offered beside the confirmation.
    await form.getByRole('button', { name: `Next order #${middle}` }).click();
    dialog = await openDialog(page, middle);
    expect(new URL(page.url()).searchParams.get('order')).toBe(String(middle));

    // Reject asks first (it releases the piece and mails the buyer), and the answer is one tap.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: `Cancel order #${middle}?` }).getByRole('button', { name: 'Reject order' }).click();
    await expectOneConfirmation(page, dialog);

    // The third ships with J&T Express and its tracking number.
    await dialog.getByRole('button', { name: 'Next order', exact: true }).click();
    dialog = await openDialog(page, oldest);
    await dialog.getByLabel('Status', { exact: true }).and(page.locator('input')).click();
    await page.getByRole('option', { name: 'Shipped', exact: true }).click();
    await dialog.getByLabel('Courier', { exact: true }).and(page.locator('input')).click();
    await page.getByRole('option', { name: 'J&T Express', exact: true }).click();
    // Shipping asks for the number: without it (and "No tracking number" unticked) nothing is sent.
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect.poll(() => dialog.getByText(ADMIN_ORDER_MESSAGES.trackingRequired).isVisible()).toBe(true);
    expect(await page.getByText(CONFIRMATION).count()).toBe(0);
    await expectTapTarget(dialog.locator('label', { hasText: 'No tracking number' }), 'No tracking number');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expectOneConfirmation(page, dialog);

    // The history says who did what, and when, with the mails among them.
    const history = dialog.getByRole('region', { name: 'History' });
    await expect.poll(() => history.getByText('Status: Pending → Shipped').isVisible()).toBe(true);
    await expect.poll(() => history.getByText(`Shipped with J&T Express, tracking ${TRACKING}`).isVisible()).toBe(true);
    // Each act names the owner (a mail to the owner says "to …" instead): the status set and the
    // shipment, and a look at the proof when its view was recorded before the history was read.
    const actorLines = await history.getByText(`${inject('adminEmail')} · `).allTextContents();
    expect(actorLines.filter((line) => line.startsWith(inject('adminEmail'))).length).toBeGreaterThanOrEqual(2);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'order-desk-history-phone', { firstScreen: true });

    // An order's own link opens it, its history told as well.
    await page.goto(`/admin-orders?order=${newest}`);
    dialog = await openDialog(page, newest);
    const approvedHistory = dialog.getByRole('region', { name: 'History' });
    await expect.poll(() => approvedHistory.getByText('Status: Pending → Approved').isVisible()).toBe(true);
    await expect.poll(() => approvedHistory.getByText('Note changed').isVisible()).toBe(true);
    await expect.poll(() => approvedHistory.getByText(`“${PAID}”`).isVisible()).toBe(true);
    await page.context().close();
  });
});

/** How wide the search box's placeholder is drawn, against the room its box leaves for text. */
async function placeholderFits(page: Page): Promise<{ text: number; room: number }> {
  return page.getByRole('textbox', { name: 'Search orders' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No 2D canvas to measure the placeholder with');
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
}

describe('the order desk’s first screen', () => {
  const browser = useBrowser();

  it('shows a phone the first order without scrolling, and a laptop the open order’s proof (audit C-11)', async () => {
    const [, , newest] = (await threePendingOrders(`fold-${Date.now().toString(36)}`)) as [number, number, number];
    const phone = await openPage(browser(), PHONE);
    await signInAsAdmin(phone);
    await phone.goto('/admin-orders');
    const firstOrder = phone.getByRole('button', { name: /^Order #\d+/ }).first();
    await firstOrder.waitFor();
    const row = await firstOrder.boundingBox();
    expect((row?.y ?? Infinity) + (row?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // Nothing is filtered: nothing to clear, and the search suggests only what fits.
    expect(await phone.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    const placeholder = await placeholderFits(phone);
    expect(placeholder.text).toBeLessThanOrEqual(placeholder.room);
    await expectTapTarget(phone.getByRole('button', { name: 'Filters', exact: true }), 'Filters');
    await screenshot(phone, 'order-desk-first-screen-phone', { firstScreen: true });
    await phone.getByRole('textbox', { name: 'Search orders' }).fill(`#${newest}`);
    await expect.poll(() => phone.getByRole('button', { name: 'Clear Filters' }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect.poll(() => phone.getByRole('button', { name: 'Clear Filters' }).isVisible()).toBe(true);
    await phone.context().close();

    const laptop = await openPage(browser());
    await signInAsAdmin(laptop);
    await laptop.goto(`/admin-orders?order=${newest}`);
    const proof = laptop.getByRole('region', { name: 'Order details' }).getByRole('img', { name: 'The buyer’s payment screenshot' });
    await proof.waitFor();
    // Its top well inside the first screen: enough of the screenshot to read before any scroll.
    expect((await proof.boundingBox())?.y ?? Infinity).toBeLessThanOrEqual(DESKTOP.height - 300);
    await screenshot(laptop, 'order-desk-first-screen-laptop', { firstScreen: true });
    await laptop.context().close();
  });
});

describe('a payment that needs fixing, on two phones (audit C-2)', () => {
  const browser = useBrowser();

  it('keeps the piece held while the buyer sends a new proof from the order’s link, and asks before a reject cancels', async () => {
    const admin = await apiAdmin();
    const tag = Date.now().toString(36);
    const piece = await admin.listPiece(`Fix Piece ${tag}`);
    const order = await placeGuestOrderWithLink(piece, `Fix Buyer ${tag}`);
    const pieceStatus = async () => ((await (await fetch(new URL(`/api/products/${piece.id}`, shop().baseUrl))).json()) as { data: { status: string } }).data.status;
    const heldAs = await pieceStatus();

    const desk = await openPage(browser(), PHONE);
    await signInAsAdmin(desk);
    await desk.goto(`/admin-orders?order=${order.id}`);
    const dialog = await openDialog(desk, order.id);
    const form = dialog.getByRole('form', { name: 'Update order status' });

    // A reject is asked first, naming the gentler way; keeping the order changes nothing.
    await form.getByRole('button', { name: 'Reject' }).click();
    const question = desk.getByRole('dialog', { name: `Cancel order #${order.id}?` });
    await expect.poll(() => question.getByText(/choose Ask for a payment fix instead/).isVisible()).toBe(true);
    await screenshot(desk, 'order-desk-reject-question-phone', { firstScreen: true });
    await question.getByRole('button', { name: 'Keep order' }).click();
    await expect.poll(() => question.count()).toBe(0);

    // The fix needs a note (the buyer's mail carries it): a template fills it, its blank typed over.
    await form.getByRole('button', { name: 'Ask for a payment fix' }).click();
    await expect.poll(() => form.getByText(ADMIN_ORDER_MESSAGES.fixNoteRequired).isVisible()).toBe(true);
    await fillFromTemplate(dialog, SHORT);
    await desk.keyboard.type('150');
    const note = 'Amount short by ₱150. Please send the balance and reply with its screenshot.';
    expect(await form.getByRole('textbox', { name: 'Admin notes' }).inputValue()).toBe(note);
    await form.getByRole('button', { name: 'Ask for a payment fix' }).click();
    await expectOneConfirmation(desk, dialog);
    await expect.poll(() => form.getByRole('alert').filter({ hasText: 'Awaiting payment fix' }).isVisible()).toBe(true);
    expect(await pieceStatus()).toBe(heldAs);

    // The buyer, on a phone of their own, opens the order's link and sends a new proof.
    const buyer = await openPage(browser(), PHONE);
    await buyer.goto(order.viewLink);
    await expect.poll(() => buyer.getByRole('alert').filter({ hasText: note }).isVisible()).toBe(true);
    const fix = buyer.getByRole('form', { name: 'Send a new proof of payment' });
    await fix.locator('input[type=file]').setInputFiles(await paymentScreenshot());
    await fix.getByRole('textbox', { name: 'Amount sent' }).fill('230');
    await expectTapTarget(fix.getByRole('button', { name: 'Send new proof' }), 'Send new proof');
    await expectNoSeriousViolations(buyer, 'the payment fix on the order’s link');
    await screenshot(buyer, 'payment-fix-form-phone');
    await fix.getByRole('button', { name: 'Send new proof' }).click();
    await expect.poll(() => buyer.getByRole('status').filter({ hasText: PAYMENT_FIX_MESSAGES.sent }).isVisible()).toBe(true);
    expect(await fix.count()).toBe(0);

    // Back on the desk the order is pending again, with the new proof, and the piece still the buyer's.
    await desk.reload();
    const reopened = await openDialog(desk, order.id);
    await expect.poll(() => reopened.getByRole('button', { name: 'Approve' }).isVisible()).toBe(true);
    await expect.poll(() => reopened.getByRole('region', { name: 'History' }).getByText('Status: Awaiting payment fix → Pending').isVisible()).toBe(true);
    expect(await pieceStatus()).toBe(heldAs);
    await desk.context().close();
    await buyer.context().close();
  });
});

describe('bulk actions on the order desk (audit: owner speed-ups)', () => {
  const browser = useBrowser();

  it('on a phone: ticks orders, approves them all at once after asking, and prints the slips of those chosen', async () => {
    const tag = `Bulk ${Date.now()}`;
    const ids = (await threePendingOrders(tag)).slice(0, 2);
    const owner = await apiAdmin();
    const page = await openPage(browser(), PHONE);
    try {
      await signInAsAdmin(page);
      await page.goto(`/admin-orders?search=${encodeURIComponent(tag)}`);
      await page.getByRole('button', { name: 'Select orders' }).click();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      for (const id of ids) {
        const box = page.getByRole('checkbox', { name: `Choose order #${id}` });
        await expectTapTarget(box.locator('xpath=ancestor::label[1]'), `the box of order #${id}`);
        await box.check();
      }
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('2 orders chosen');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousViolations(page, 'the order desk choosing orders');
      await screenshot(page, 'order-desk-bulk-phone', { firstScreen: true });

      const print = bar.getByRole('link', { name: 'Print slips' });
      expect(await print.getAttribute('href')).toBe(`/admin-packing-slips?orders=${[...ids].sort((a, b) => a - b).join(',')}`);

      await bar.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog', { name: 'Approve 2 orders?' }).getByRole('button', { name: 'Approve' }).click();
      const statusOf = async (id: number) => ((await owner.call('GET', `/admin/orders/${id}`)) as { data: { order: { status: string } } }).data.order.status;
      for (const id of ids) await expect.poll(() => statusOf(id)).toBe('approved');
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('Tick the orders to act on');

      await page.goto(`/admin-packing-slips?orders=${ids.join(',')}`);
      for (const id of ids) await expect.poll(() => page.getByText(`Order #${id}`, { exact: true }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
