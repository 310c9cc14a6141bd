import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, useBrowser } from './browser.ts';
import { apiAdmin } from './shop-api.ts';
import { picture } from './stock.ts';

type Admin = Awaited<ReturnType<typeof apiAdmin>>;

/** A women’s XXL top of `pitToPit` cm, listed by the owner through the admin REST API. */
async function listTop(admin: Admin, name: string, pitToPit: number, index: number, price = 450): Promise<number> {
  const form = new FormData();
  form.append('name', name);
  form.append('description', '<p>A top listed for the sold piece journey.</p>');
  form.append('price', String(price));
  form.append('size', 'xxl');
  form.append('category', 'women');
  form.append('garment_type', 'tops');
  // Just in, as a drop's pieces are: the sold one must not keep saying New.
  form.append('is_new_arrival', 'true');
  form.append('pit_to_pit', String(pitToPit));
  form.append('image', await picture(index), `sold-journey-${index}.png`);
  const { data } = (await admin.call('POST', '/products', form)) as { data: { id: number } };
  return data.id;
}

describe('a sold piece’s shared link on a 360 px phone', () => {
  const browser = useBrowser();

  it('says Sold plainly, offers similar pieces on sale, nearest fit first, and one tap opens one', { timeout: 120_000 }, async () => {
    const admin = await apiAdmin();
    const stamp = Date.now();
    const soldName = `Sold Barong Top ${stamp}`;
    const soldId = await listTop(admin, soldName, 60, 11, 475);
    // Listed farthest first, so that the order on screen is the fit's, not the newest's.
    const similar = [`Like It Far ${stamp}`, `Like It Near ${stamp}`, `Like It Nearest ${stamp}`];
    await listTop(admin, similar[0] ?? '', 65, 12);
    await listTop(admin, similar[1] ?? '', 61.5, 13);
    const nearestId = await listTop(admin, similar[2] ?? '', 59, 14);
    // Sold in an Instagram live: the owner marks it so (design.md §2 "Manual states").
    await admin.call('POST', `/products/${soldId}/mark-sold`);

    const shopper = await openPage(browser(), PHONE);
    // Every layout shift the page makes, as Lighthouse's CLS adds them up.
    await shopper.addInitScript(() => {
      const page = window as unknown as { layoutShift: number };
      page.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await shopper.goto(`/product/${soldId}`);
    expect(response?.status()).toBe(200);

    await expect.poll(() => shopper.getByRole('heading', { level: 1, name: soldName }).isVisible()).toBe(true);
    // Sold beside the price, and no way to add it.
    const price = shopper.getByText('₱475.00', { exact: true });
    const soldBadge = shopper.locator('.mantine-Badge-root', { hasText: /^Sold$/ });
    await expect.poll(() => soldBadge.isVisible()).toBe(true);
    expect(await shopper.locator('.mantine-Badge-root', { hasText: /^(New|Sale)$/ }).count(), 'no New or Sale on a sold piece').toBe(0);
    const [priceBox, badgeBox] = await Promise.all([price.boundingBox(), soldBadge.boundingBox()]);
    expect(Math.abs((priceBox?.y ?? 0) + (priceBox?.height ?? 0) / 2 - ((badgeBox?.y ?? 0) + (badgeBox?.height ?? 0) / 2))).toBeLessThan(30);
    const piece = shopper.locator('.product-layout');
    expect(await piece.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await piece.getByRole('button', { name: 'Sold', exact: true }).isDisabled()).toBe(true);

    const section = shopper.getByRole('region', { name: 'Similar pieces' });
    await section.scrollIntoViewIfNeeded();
    const cards = section.locator('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => cards.count()).toBeLessThanOrEqual(8);
    expect((await cards.locator('.product-card-name').allTextContents()).slice(0, 3)).toEqual([similar[2], similar[1], similar[0]]);
    expect(await cards.getByRole('button', { name: 'Add to Cart' }).count()).toBe(await cards.count());
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await shopper.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
    await expectNoSeriousViolations(shopper, 'a sold piece with similar pieces');
    await screenshot(shopper, 'sold-piece-phone');

    await cards.first().getByRole('link', { name: similar[2] }).first().click();
    await shopper.waitForURL((url) => url.pathname === `/product/${nearestId}`);
    await expect.poll(() => shopper.getByRole('heading', { level: 1, name: similar[2] }).isVisible()).toBe(true);
    await expect.poll(() => shopper.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await shopper.context().close();
  });
});
