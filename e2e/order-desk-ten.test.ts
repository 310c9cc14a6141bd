import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { proofHash, SAME_SCREENSHOT_MAX_DISTANCE } from '../server/modules/orders/proof-hash.ts';
import { hashDistance } from '../server/test/screenshots.ts';
import { DEFAULT_NOTE_TEMPLATES } from '../shared/setting-defaults.ts';
import { openPage, PHONE, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrder } from './guest-order.ts';
import { apiAdmin } from './shop-api.ts';

/** The order desk's aim (design.md §2 "Deciding an order"): ten pending orders, each checked against its proof and flags, in under three minutes. */
const BUDGET_MS = 3 * 60_000;
const ORDERS = 10;
const [PAID, NOT_FOUND] = DEFAULT_NOTE_TEMPLATES as [string, string];

/**
 * A screenshot of its own for each buyer: a 4×8 grid of dark and light blocks from the seed's bits.
 * Receipts of one app share their layout, so a perceptual hash finds them alike (decision 014); these
 * differ in their broad shapes, as two unrelated pictures do.
 */
async function receipt(seed: number): Promise<Buffer> {
  const blocks = Array.from({ length: 32 }, (_, cell) => {
    const dark = (Math.imul(seed + 1, 2_654_435_761) >>> cell % 32) & 1;
    return dark ? `<rect x="${(cell % 4) * 90}" y="${Math.floor(cell / 4) * 92}" width="90" height="92" fill="#1a1a1a"/>` : '';
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="740"><rect width="360" height="740" fill="#fff"/>${blocks.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * `count` receipts that the shop's own hash finds unlike each other by twice its threshold: a few
 * random block grids out of many land within it by chance, and would be flagged as the same
 * screenshot when the test says they are not.
 */
async function distinctReceipts(firstSeed: number, count: number): Promise<Buffer[]> {
  const taken: string[] = [];
  const receipts: Buffer[] = [];
  for (let seed = firstSeed; receipts.length < count; seed += 7919) {
    const candidate = await receipt(seed);
    const hash = await proofHash(candidate);
    if (taken.some((other) => hashDistance(hash, other) <= 2 * SAME_SCREENSHOT_MAX_DISTANCE)) continue;
    taken.push(hash);
    receipts.push(candidate);
  }
  return receipts;
}

/**
 * Ten guest orders, oldest first: the 7th re-uses the 2nd's screenshot and the 9th the 4th's GCash
 * reference, as a buyer passing off someone else's payment would. Answers each order's id and whether
 * the owner should find it flagged (both orders of a pair are).
 */
async function tenPendingOrders(tag: string): Promise<{ id: number; flagged: boolean }[]> {
  const admin = await apiAdmin();
  const proofs = await distinctReceipts(Number.parseInt(tag.slice(-6), 36), ORDERS);
  const references = Array.from({ length: ORDERS }, (_, index) => `${Date.now()}`.slice(-11).padStart(11, '9') + String(10 + index));
  proofs[6] = proofs[1] as Buffer;
  references[8] = references[3] as string;
  const orders = [];
  for (let index = 0; index < ORDERS; index++) {
    const piece = await admin.listPiece(`Ten Piece ${tag} ${index + 1}`);
    const id = await placeGuestOrder(piece, `Ten Buyer ${tag} ${index + 1}`, { proof: proofs[index], reference: references[index] });
    orders.push({ id, flagged: [1, 6, 3, 8].includes(index) });
  }
  return orders;
}

/** The order now open, once its payment has been reviewed on the server (its flags are part of the answer). */
async function reviewOpenOrder(page: Page, id: number) {
  const dialog = page.getByRole('dialog', { name: `Order #${id}` });
  const review = dialog.getByRole('region', { name: 'Payment', exact: true });
  await review.getByRole('img', { name: 'The buyer’s payment screenshot' }).waitFor();
  await review.getByRole('checkbox', { name: 'Seen in GCash history' }).waitFor();
  const flagged = (await review.getByText('Same screenshot as another order').count()) + (await review.getByText('Reference no. already used').count()) > 0;
  return { dialog, review, flagged };
}

describe('the order desk clears a day of orders on a phone', () => {
  const browser = useBrowser();

  it('approves the paid and rejects the re-used in ten pending orders, checking each proof, within three minutes', async () => {
    const tag = Date.now().toString(36);
    const orders = await tenPendingOrders(tag);
    const newestFirst = [...orders].reverse();
    const page = await openPage(browser(), PHONE);
    await signInAsAdmin(page);

    const started = Date.now();
    await page.goto(`/admin-orders?status=pending&search=${encodeURIComponent(`Ten Buyer ${tag}`)}`);
    await page.getByRole('button', { name: new RegExp(`^Order #${newestFirst[0]?.id}(?!\\d)`) }).click();
    for (const [place, order] of newestFirst.entries()) {
      const { dialog, review, flagged } = await reviewOpenOrder(page, order.id);
      expect(flagged, `order #${order.id} flagged`).toBe(order.flagged);
      await dialog.getByRole('button', { name: 'Note templates' }).click();
      await page.getByRole('menuitem', { name: flagged ? NOT_FOUND : PAID }).click();
      if (!flagged) {
        await review.getByRole('checkbox', { name: 'Seen in GCash history' }).check();
        await expect.poll(() => review.getByRole('status').textContent()).toBe('Saved.');
      }
      await dialog.getByRole('button', { name: flagged ? 'Reject' : 'Approve' }).click();
      // A reject is asked first: it releases the piece and mails the buyer.
      if (flagged) await page.getByRole('dialog', { name: `Cancel order #${order.id}?` }).getByRole('button', { name: 'Reject order' }).click();
      const following = newestFirst[place + 1];
      if (following) await dialog.getByRole('button', { name: `Next order #${following.id}` }).click();
      else await dialog.getByText('Order status updated successfully.').waitFor();
    }
    const elapsed = Date.now() - started;
    expect(elapsed, `ten orders took ${Math.round(elapsed / 1000)} s`).toBeLessThan(BUDGET_MS);

    // The shop agrees: the six paid ones approved with their check, the four re-used ones cancelled.
    await page.goto(`/admin-orders?search=${encodeURIComponent(`Ten Buyer ${tag}`)}&status=approved`);
    await expect.poll(() => page.getByRole('button', { name: /^Order #\d+/ }).count()).toBe(6);
    await page.goto(`/admin-orders?search=${encodeURIComponent(`Ten Buyer ${tag}`)}&status=cancelled`);
    await expect.poll(() => page.getByRole('button', { name: /^Order #\d+/ }).count()).toBe(4);
    await page.context().close();
  });
});
