import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '../client/features/admin/admin-tabs.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { DESKTOP, openPage, signInAsAdmin, useBrowser } from './browser.ts';
import { placeGuestOrderWithLink } from './guest-order.ts';
import { apiAdmin, availablePieces } from './shop-api.ts';

const SMALL_PHONE = { width: 360, height: 640 };
const ROUTES_DIR = path.resolve(import.meta.dirname, '..', 'client', 'routes');

/** The ceilings this journey holds every screen to: Web Vitals' CLS and WCAG 2.2's target size as the shop holds it. */
const MAX_LAYOUT_SHIFT = 0.05;
const MIN_TAP_PX = 44;

/** What the walk needs the shop to hold: a piece, a drop, an announcement and a guest's order. */
type Stock = { pieceId: number; dropSlug: string; announcementId: number; orderId: number; orderLink: string };

/** Who opens a page: anyone, any signed-in account, or the owner. The walk signs in once, between the first two. */
type Visitor = 'anyone' | 'signed-in' | 'owner';

/**
 * Each page route of client/routes, by its route id, with the addresses that show it. A route added
 * without an entry here fails the first test, so the walk always covers the whole app.
 */
const PAGES: Record<string, { as: Visitor; urls: (stock: Stock) => string[] }> = {
  '/': { as: 'anyone', urls: () => ['/'] },
  '/about': { as: 'anyone', urls: () => ['/about'] },
  '/cart': { as: 'anyone', urls: () => ['/cart'] },
  '/contact': { as: 'anyone', urls: () => ['/contact'] },
  '/drops/$slug': { as: 'anyone', urls: ({ dropSlug }) => [`/drops/${dropSlug}`] },
  '/forgot-password': { as: 'anyone', urls: () => ['/forgot-password'] },
  '/login': { as: 'anyone', urls: () => ['/login'] },
  '/new': { as: 'anyone', urls: () => ['/new'] },
  '/orders/view': { as: 'anyone', urls: ({ orderLink }) => [orderLink] },
  '/privacy': { as: 'anyone', urls: () => ['/privacy'] },
  '/product/$id': { as: 'anyone', urls: ({ pieceId }) => [`/product/${pieceId}`] },
  '/products': { as: 'anyone', urls: () => ['/products'] },
  // The links of mails, opened without their token: the screens that say what to do instead.
  '/queue-turn': { as: 'anyone', urls: () => ['/queue-turn'] },
  '/reset-password': { as: 'anyone', urls: () => ['/reset-password'] },
  '/verify-email': { as: 'anyone', urls: () => ['/verify-email'] },
  '/register': { as: 'anyone', urls: () => ['/register'] },
  '/sale': { as: 'anyone', urls: () => ['/sale'] },
  '/terms': { as: 'anyone', urls: () => ['/terms'] },
  '/my-orders': { as: 'signed-in', urls: () => ['/my-orders'] },
  '/_admin/admin/': { as: 'owner', urls: () => ['/admin'] },
  '/_admin/admin/$tab': { as: 'owner', urls: () => ADMIN_TABS.map((tab) => `/admin/${tab}`) },
  '/_admin/admin/products/add': { as: 'owner', urls: () => ['/admin/products/add'] },
  '/_admin/admin/products/edit/$productId': { as: 'owner', urls: ({ pieceId }) => [`/admin/products/edit/${pieceId}`] },
  '/_admin/admin/announcements/new': { as: 'owner', urls: () => ['/admin/announcements/new'] },
  '/_admin/admin/announcements/edit/$id': { as: 'owner', urls: ({ announcementId }) => [`/admin/announcements/edit/${announcementId}`] },
  '/_admin/admin-orders': { as: 'owner', urls: () => ['/admin-orders'] },
  '/_admin/admin-holds': { as: 'owner', urls: () => ['/admin-holds'] },
  '/_admin/admin-packing-slips': { as: 'owner', urls: ({ orderId }) => [`/admin-packing-slips?order=${orderId}`] },
  '/_admin/admin-statement': { as: 'owner', urls: () => ['/admin-statement'] },
  '/_admin/order-management': { as: 'owner', urls: () => ['/order-management'] },
};

/** The shop's Not Found page, which no route file declares. */
const NOT_FOUND_URL = '/no-such-page';

/** Every page route the app declares: the ids of client/routes' createFileRoute calls, less the layouts (an id others lie under). */
async function pageRouteIds(): Promise<string[]> {
  const files = (await readdir(ROUTES_DIR, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const ids: string[] = [];
  for (const file of files) {
    const declared = /createFileRoute\('([^']+)'\)/.exec(await readFile(path.join(ROUTES_DIR, file), 'utf8'))?.[1];
    if (declared) ids.push(declared);
  }
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}/`))).sort();
}

/**
 * Runs in every document the walk opens, before the app's scripts. It adds up the page's layout shifts
 * as Web Vitals' CLS does: the largest burst (shifts less than 1 s apart, 5 s at most) of shifts no tap
 * or key caused, keeping what moved so a failure names it. And it counts the app's requests in flight
 * (the live stream aside, which never ends), so the walk knows when a screen has its data.
 */
function instrumentPage(): void {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
  const label = (node: Node | null | undefined) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].slice(0, 2).join('.')}` : ''}` : String(node?.nodeName);
  const score = { cls: 0, burst: 0, burstStart: -Infinity, last: -Infinity, moved: [] as string[] };
  const requests = { inFlight: 0, settledAt: performance.now() };
  Object.assign(window, { layoutShiftScore: score, appRequests: requests });
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries() as Shift[]) {
      if (shift.hadRecentInput) continue;
      const continues = shift.startTime - score.last < 1000 && shift.startTime - score.burstStart < 5000;
      score.burst = continues ? score.burst + shift.value : shift.value;
      if (!continues) score.burstStart = shift.startTime;
      score.last = shift.startTime;
      score.cls = Math.max(score.cls, score.burst);
      score.moved.push(`${shift.sources.map((source) => label(source.node)).join(' + ')} (${shift.value.toFixed(3)})`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/events')) return fetchOfPage(input, init);
    requests.inFlight += 1;
    return fetchOfPage(input, init).finally(() => {
      requests.inFlight -= 1;
      requests.settledAt = performance.now();
    });
  };
}

/** How long a screen goes without a request in flight before the walk takes it as loaded. */
const QUIET_MS = 300;

/** Waits for the screen's data: no request in flight for a moment, no skeleton or loader left, the fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (quietMs) => {
      const requests = Reflect.get(window, 'appRequests') as { inFlight: number; settledAt: number };
      const quiet = requests.inFlight === 0 && performance.now() - requests.settledAt > quietMs;
      // A lazily loaded route's script is fetched by import(), not fetch: until it has run, the route's
      // part of the page is empty and has no <main>.
      return quiet && document.querySelector('main') && !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
    },
    QUIET_MS,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scrolls the whole page down a screen at a time and back, so late pictures and lazy parts have their chance to shift it. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 80));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await pause();
    }
    window.scrollTo(0, 0);
    // Loaded or failed: a broken picture is axe's and the console's to report, not a wait without end.
    const settled = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.images].filter((image) => !image.complete).map(settled));
    await pause();
  });
}

/**
 * Every control on the page a thumb taps that is under 44 × 44 px, by name and size. A checkbox's or
 * radio's target is its label, a field's the box drawn around it (a password's holds its input and the
 * eye); a link inside a sentence is exempt, as WCAG 2.2's 2.5.8 exempts it.
 */
function smallControls(minimum: number): string[] {
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"], [role="menuitem"], [role="option"], [role="slider"]';
  const labelOf = (input: HTMLInputElement) => input.closest('label') ?? (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
  const inSentence = (element: Element) =>
    element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? (element instanceof HTMLElement ? element.innerText : '') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
    element.getAttribute('title') ||
    element.getAttribute('placeholder') ||
    element.outerHTML.slice(0, 60);
  const small: string[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    const ticked = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    const target = (ticked ? labelOf(control) : control.closest('.mantine-Input-input')) ?? control;
    if (!target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || inSentence(control)) continue;
    const { width, height } = target.getBoundingClientRect();
    if (width === 0 || height === 0) continue;
    if (width < minimum || height < minimum) small.push(`${nameOf(control)} (${Math.round(width)} × ${Math.round(height)})`);
  }
  return small;
}

/** Opens one address and holds it to the journey's ceilings, softly, so one walk reports every screen. */
async function checkScreen(page: Page, url: string, viewport: { width: number }): Promise<void> {
  const screen = `${url} at ${viewport.width} px`;
  const errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(url);
    await settle(page);
    await scrollThrough(page);
    const shifted = await page.evaluate(() => Reflect.get(window, 'layoutShiftScore') as { cls: number; moved: string[] });
    expect.soft(shifted.cls, `layout shift on ${screen}: ${shifted.moved.join('; ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect.soft(widths.page, `sideways scroll on ${screen}`).toBeLessThanOrEqual(widths.screen);
    if (viewport.width === SMALL_PHONE.width) expect.soft(await page.evaluate(smallControls, MIN_TAP_PX), `controls under ${MIN_TAP_PX} px on ${screen}`).toEqual([]);
    await expectNoSeriousViolations(page, screen);
    const unexpected = url === NOT_FOUND_URL ? errors.filter((error) => !error.includes('404')) : errors;
    expect.soft(unexpected, `console errors on ${screen}`).toEqual([]);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

describe('every route of the shop, at 360 px and 1440 px', () => {
  const browser = useBrowser();
  let stock: Stock;
  let dropId = 0;

  beforeAll(async () => {
    const owner = await apiAdmin();
    const [piece] = await availablePieces();
    if (!piece) throw new Error('the shop has no Available piece');
    const drop = (await owner.call('POST', '/admin/drops', { name: `Every Route ${Date.now()}`, drop_at: new Date(Date.now() + 86_400_000).toISOString() })) as {
      data: { id: number; slug: string };
    };
    dropId = drop.data.id;
    const announcements = (await owner.call('GET', '/admin/announcements')) as { data: { id: number }[] };
    const announcement = announcements.data[0] ?? ((await owner.call('POST', '/admin/announcements', { text: 'Every route walks past me' })) as { data: { id: number } }).data;
    const order = await placeGuestOrderWithLink(piece, 'Every Route Buyer');
    stock = { pieceId: piece.id, dropSlug: drop.data.slug, announcementId: announcement.id, orderId: order.id, orderLink: order.viewLink };
  });

  afterAll(async () => {
    if (dropId) await (await apiAdmin()).call('DELETE', `/admin/drops/${dropId}`);
  });

  it('knows the addresses of every page route the app declares', async () => {
    expect(await pageRouteIds()).toEqual(Object.keys(PAGES).sort());
  });

  it.each([
    ['360 px', SMALL_PHONE],
    ['1440 px', DESKTOP],
  ])('shows every screen at %s with no layout shift, sideways scroll, small target, console error or axe violation', async (_label, viewport) => {
    const page = await openPage(browser(), viewport);
    await page.addInitScript(instrumentPage);
    const visits = (who: Visitor) => Object.values(PAGES).filter((entry) => entry.as === who).flatMap((entry) => entry.urls(stock));
    for (const url of [...visits('anyone'), NOT_FOUND_URL]) await checkScreen(page, url, viewport);
    // The owner's account is signed in as any shopper's would be, for the pages of a signed-in shopper too.
    await signInAsAdmin(page);
    for (const url of [...visits('signed-in'), ...visits('owner')]) await checkScreen(page, url, viewport);
    await page.context().close();
  }, 240_000);
});
