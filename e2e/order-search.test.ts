import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { nanoid } from 'nanoid';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../shared/shop-time.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';
import { shop } from './shop.ts';

type PlacedOrder = { id: number; created_at: string };

/** A guest buys one piece through the REST API, paying by `method`. */
async function guestBuys(productId: number, details: { name: string; mobile: string; method: string }): Promise<PlacedOrder> {
  const baseUrl = shop().baseUrl;
  const guestId = nanoid();
  await fetch(`${baseUrl}/api/guest/cart/add`, {
    method: 'POST',
    headers: { 'X-Guest-ID': guestId, 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  });
  const form = new FormData();
  const fields = {
    customer_name: details.name,
    instagram_username: `ig_${nanoid(6)}`,
    address_line1: '12 Kapitolyo St.',
    barangay: 'Kapitolyo',
    city: 'Pasig City',
    province: 'Metro Manila',
    mobile_number: details.mobile,
    email: `${nanoid(8).toLowerCase()}@example.com`,
    guest_id: guestId,
    payment_method: details.method,
    shipping_fee: '80',
    grand_total: '530',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const proof = await sharp({ create: { width: 60, height: 120, channels: 3, background: '#2f6fdb' } }).png().toBuffer();
  form.append('payment_proof', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${baseUrl}/api/guest-orders`, { method: 'POST', headers: { 'X-Guest-ID': guestId }, body: form });
  if (response.status !== 201) throw new Error(`The order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { order: PlacedOrder } }).data.order;
}

/** The order numbers the list shows, in order (a row's name starts with its number). */
async function listedOrders(page: Page): Promise<number[]> {
  const names = await page.getByRole('button', { name: /^Order #\d+/ }).evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? row.textContent ?? ''));
  return names.map((name) => Number(/#(\d+)/.exec(name)?.[1]));
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search orders' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/** A mobile number no other journey's order has: 0917 then seven random digits. */
const freshMobile = () => `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('finding orders on a phone', () => {
  const browser = useBrowser();

  it('lets the owner find orders by mobile number and piece, filter by payment method, and export what they see', async () => {
    const tag = nanoid(6).replace(/[^a-z]/gi, 'q');
    const piece = `Sinamay Vest ${tag}`;
    const admin = await apiAdmin();
    const mobile = freshMobile();
    const gcash = await guestBuys((await admin.listPiece(`${piece} one`, { sku: `SV-${tag}-1`, price: 450 })).id, { name: `Tandang Sora ${tag}`, mobile, method: 'GCash' });
    const maya = await guestBuys((await admin.listPiece(`${piece} two`, { sku: `SV-${tag}-2`, price: 450 })).id, { name: `Gabriela Silang ${tag}`, mobile: freshMobile(), method: 'Maya' });

    const page = await openPage(browser(), PHONE);
    await signInAsAdmin(page);
    await page.goto('/admin-orders');
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();

    // The number as a person reads it aloud, with spaces: the order stored it as typed at checkout.
    await search(page, `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`);
    await expect.poll(() => listedOrders(page)).toEqual([gcash.id]);

    await search(page, piece.toLowerCase());
    await expect.poll(() => listedOrders(page)).toEqual([maya.id, gcash.id]);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('combobox', { name: 'Payment method' }).selectOption('GCash');
    await page.getByLabel('Placed from').fill(shopDay(new Date(gcash.created_at)));
    await page.waitForURL((url) => url.searchParams.get('payment_method') === 'GCash' && url.searchParams.has('from'));
    await expect.poll(() => listedOrders(page)).toEqual([gcash.id]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page, 'order search and filters at 360 px');
    await screenshot(page, 'order-search-phone');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ukay-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs apart from this process (e2e/browser.ts): the file is saved here before it is read.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'ukay-export-')), download.suggestedFilename());
    await download.saveAs(saved);
    const rows = parse<Record<string, string>>(await readFile(saved), { bom: true, columns: true });
    expect(rows.map((row) => [row['Order no.'], row.Customer, row['Payment method'], row.Items, row['Total (PHP)']])).toEqual([
      [String(gcash.id), `Tandang Sora ${tag}`, 'GCash', `${piece} one (SV-${tag}-1)`, '530.00'],
    ]);
    await page.context().close();
  });
});
