import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { expectTapTarget, openPage, screenshot, useBrowser } from './browser.ts';
import { apiAdmin, apiGuest, availablePieces, holdForStranger } from './shop-api.ts';

const SMALL_PHONE = { width: 360, height: 640 };
const PHONE_390 = { width: 390, height: 844 };

/** Starts adding up the page's layout shifts from now on; the answer's `total()` reads the sum so far. */
async function watchLayoutShifts(page: Page): Promise<{ total: () => Promise<number> }> {
  await page.evaluate(() => {
    const watch = { total: 0 };
    Object.assign(window, { layoutShifts: watch });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watch.total += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return { total: () => page.evaluate(() => (Reflect.get(window, 'layoutShifts') as { total: number }).total) };
}

describe('the storefront on a 360 px phone', () => {
  const browser = useBrowser();

  it('says a cart line’s availability in full, on two lines if need be', async () => {
    const page = await openPage(browser(), SMALL_PHONE);
    const [piece] = await availablePieces();
    if (!piece) throw new Error('the shop has no Available piece');
    const shopper = apiGuest();
    await shopper.add(piece.id);
    await holdForStranger(piece.id);
    await page.goto('/about');
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.guestId, shopper.guestId] as const);
    await page.goto('/cart');

    const badge = page.locator('.mantine-Badge-root:visible', { hasText: 'On hold by other user' });
    await expect.poll(() => badge.count()).toBe(1);
    const label = badge.locator('.mantine-Badge-label');
    const fits = await label.evaluate((element) => ({
      text: element.textContent,
      clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      right: element.getBoundingClientRect().right,
    }));
    expect(fits).toEqual({ text: 'On hold by other user', clipped: false, right: expect.any(Number) as number });
    expect(fits.right).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);

    await expectTapTarget(page.getByRole('button', { name: `Remove ${piece.name}` }).locator('visible=true'), 'Remove');
    await screenshot(page, 'cart-on-hold-360');
    await page.context().close();
  });

  it('keeps the announcement bar one height through its rotation, with no layout shift, and shows a long message whole', async () => {
    // Five lines on a 360 px phone: three were all the bar had room for, and this one ended in '…'.
    const long =
      'Libreng shipping sa buong Metro Manila para sa order na ₱1,500 pataas ngayong Nobyembre. Gamitin ang code UKAYFREE sa checkout; isang beses lang bawat account, hanggang maubos ang mga bagong drop.';
    const owner = await apiAdmin();
    const created = (await owner.call('POST', '/admin/announcements', { text: long, display_order: 99 })) as { data: { id: number } };
    try {
      const page = await openPage(browser(), SMALL_PHONE);
      await page.goto('/');
      const bar = page.getByRole('region', { name: 'Announcements' });
      await bar.waitFor();
      // The rotation's shifts only, once the page is drawn: a drop's strip (another journey's drop may be
      // open) comes in its own chunk after first paint, a shift of the page's load, not of the bar.
      await page.locator('article.product-card').first().waitFor();
      const upcoming = (await (await page.request.get('/trpc/drops.upcoming')).json()) as { result: { data: { drop: unknown } } };
      if (upcoming.result.data.drop) await page.getByRole('region', { name: 'Next drop' }).waitFor();
      const shifts = await watchLayoutShifts(page);
      const heights = new Set<number>();
      const texts = new Set<string>();
      // A rotation of 5 s each: the seeded messages (one short, one long) and this one are seen.
      for (let sample = 0; sample < 32; sample += 1) {
        const box = await bar.boundingBox();
        if (box) heights.add(Math.round(box.height));
        texts.add(await bar.innerText());
        await page.waitForTimeout(500);
      }
      expect(texts.size).toBeGreaterThanOrEqual(3);
      expect([...heights]).toHaveLength(1);
      expect(await shifts.total()).toBe(0);

      const message = bar.getByText(long);
      await expect.poll(() => message.isVisible(), { timeout: 20_000 }).toBe(true);
      const whole = await message.evaluate((text) => {
        const band = text.closest('section')?.getBoundingClientRect();
        const own = text.getBoundingClientRect();
        return { clipped: text.scrollHeight > text.clientHeight, inside: band !== undefined && own.top >= band.top && own.bottom <= band.bottom };
      });
      expect(whole).toEqual({ clipped: false, inside: true });
      await screenshot(page, 'announcement-long-360', { firstScreen: true });
      await page.context().close();
    } finally {
      await owner.call('DELETE', `/admin/announcements/${created.data.id}`);
    }
  });

  it('gives every control a shopper taps 44 × 44 px', async () => {
    const page = await openPage(browser(), SMALL_PHONE);
    await page.goto('/products');
    await expect.poll(() => page.getByRole('button', { name: 'Add to Cart' }).count()).toBeGreaterThan(0);
    await expectTapTarget(page.getByRole('button', { name: 'Open menu' }), 'menu');
    await expectTapTarget(page.getByRole('link', { name: /^Cart/ }), 'cart');
    await expectTapTarget(page.getByRole('button', { name: 'Add to Cart' }).first(), 'Add to Cart');
    await expectTapTarget(page.locator('label', { hasText: 'Hide Sold Products' }), 'Hide Sold');
    // Previous, each page, next: the catalogue has more than one page of pieces.
    const pagination = page.getByRole('navigation', { name: 'Pages' }).getByRole('button');
    await expect.poll(() => pagination.count()).toBeGreaterThanOrEqual(4);
    for (const control of await pagination.all()) await expectTapTarget(control, `pagination ${await control.innerText()}`);
    await page.context().close();
  });

  it.each([
    ['360 × 640', SMALL_PHONE],
    ['390 × 844', PHONE_390],
  ])('shows the top of New Arrivals on the first screen of / at %s', async (_label, viewport) => {
    const page = await openPage(browser(), viewport);
    await page.goto('/');
    const firstCard = page.locator('article.product-card').first();
    await firstCard.waitFor();
    const top = await firstCard.evaluate((card) => card.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(top).toBeLessThan(viewport.height);
    await screenshot(page, `home-first-screen-${viewport.width}`, { firstScreen: true });
    await page.context().close();
  });

  it('writes the hero’s text at 4.5:1 or better over any picture, white and black alike', async () => {
    const page = await openPage(browser(), SMALL_PHONE);
    await page.goto('/');
    const caption = page.locator('.hero-caption').first();
    await caption.waitFor();
    const ratios = await caption.evaluate((element) => {
      type Rgba = [number, number, number, number];
      const parse = (colour: string): Rgba => {
        const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return [r, g, b, a];
      };
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const alpha = top[3] + bottom[3] * (1 - top[3]);
        const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
        return [mix(0), mix(1), mix(2), alpha];
      };
      const luminance = ([r, g, b]: Rgba) => {
        const linear = (channel: number) => {
          const c = channel / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const contrast = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      };
      // The backgrounds between a text and the slide's picture, innermost first.
      const slide = element.closest('.hero-slide');
      const texts = [...element.querySelectorAll<HTMLElement>('h1, h2, p')];
      return texts.flatMap((text) => {
        const layers: Rgba[] = [];
        for (let node: Element | null = text; node && node !== slide; node = node.parentElement) {
          layers.push(parse(getComputedStyle(node).backgroundColor));
        }
        const textColour = parse(getComputedStyle(text).color);
        // The picture under the caption may be any colour: the worst of pure white and pure black.
        return ([[255, 255, 255, 1], [0, 0, 0, 1]] as Rgba[]).map((picture) => {
          const backdrop = layers.reduceRight((under, layer) => over(layer, under), picture);
          return { text: text.textContent, ratio: contrast(over(textColour, backdrop), backdrop) };
        });
      });
    });
    expect(ratios.length).toBeGreaterThanOrEqual(4);
    for (const { text, ratio } of ratios) expect(ratio, text ?? '').toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });
});
