import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, signInAsAdmin, useBrowser } from './browser.ts';
import { shop } from './shop.ts';

type Product = { id: number; name: string; status: string };

/** A guest of the API (no browser, no cookies) who holds one Available piece of the seeded shop. */
async function holdOnePiece(): Promise<Product> {
  const api = (path: string, init: RequestInit = {}) => fetch(`${shop().baseUrl}/api${path}`, init).then((response) => response.json() as Promise<unknown>);
  const { data } = (await api('/products')) as { data: Product[] };
  const piece = data.find((product) => product.status === 'Available');
  if (!piece) throw new Error('the seeded shop has no Available piece');
  const headers = { 'X-Guest-ID': nanoid(), 'content-type': 'application/json' };
  await api('/guest/cart/add', { method: 'POST', headers, body: JSON.stringify({ product_id: piece.id }) });
  await api('/guest/cart/hold', { method: 'POST', headers });
  return piece;
}

describe('admin live holds', () => {
  const browser = useBrowser();

  it('on a 360 px phone: the owner finds a hold from the products tab and releases it after confirming', async () => {
    const piece = await holdOnePiece();
    const page = await openPage(browser(), PHONE);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Live Holds' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-holds');

    const release = page.getByRole('button', { name: `Release hold on ${piece.name}` });
    await expect.poll(() => release.isVisible()).toBe(true);
    const box = await release.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect.poll(() => page.getByText(/^Guest .{6}…$/).first().isVisible()).toBe(true);
    await screenshot(page, 'admin-holds-phone');

    await release.click();
    const dialog = page.getByRole('dialog', { name: 'Release hold' });
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expect.poll(() => page.getByText('Hold released. The piece is Available again.').isVisible()).toBe(true);
    await expect.poll(() => release.count()).toBe(0);
    const product = (await (await fetch(`${shop().baseUrl}/api/products/${piece.id}`)).json()) as { data: Product };
    expect(product.data.status).toBe('Available');
    await page.context().close();
  });
});
