/**
 * One page as a shopper's first visit loads it in headless Chromium: every JS and CSS file it
 * downloaded (read off the browser, not off the build's file list) with its gzip size, the forbidden
 * modules among them, and which module groups weigh most.
 */
import type { Browser } from 'playwright-core';
import { LIVE_EVENTS_PATH } from '../shared/live-events.ts';
import { forbiddenKind, groupOf, relativeId, staticClosure, type BuildIndex, type ForbiddenHit } from './build-index.ts';

export type Viewport = 'mobile' | 'desktop';

const VIEWPORTS = {
  // Lighthouse's mobile device (moto g power) and a common laptop.
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export type AssetLoad = {
  file: string;
  kind: 'js' | 'css';
  /** Bytes on the wire (body as sent, compressed only if the server compressed it). */
  transferBytes: number;
  contentEncoding: string | null;
  rawBytes: number;
  gzipBytes: number;
};

export type Sizes = { gzip: number; raw: number; transfer: number; files: number };

export type PageLoad = {
  path: string;
  viewport: Viewport;
  js: Sizes;
  css: Sizes;
  /** Every response of the visit (HTML, JS, CSS, API, images, fonts) as transferred. */
  allTransferBytes: number;
  requests: number;
  assets: AssetLoad[];
  forbidden: ForbiddenHit[];
};

export type Contributor = { group: string; approxGzipBytes: number; renderedBytes: number; share: number };

/** What shows that a page has rendered its data: a product picture, or the floor's heading. */
export const SHOP_READY = 'main img';
export const FLOOR_READY = 'h1';

export async function loadPage(
  browser: Browser,
  index: BuildIndex,
  baseUrl: string,
  pagePath: string,
  viewport: Viewport,
  readySelector: string,
): Promise<PageLoad> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const responses: { url: string; encoding: string | null; transfer: number }[] = [];
  const pending: Promise<void>[] = [];
  let closed = false;
  page.on('requestfinished', (request) => {
    if (closed) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        responses.push({
          url: request.url(),
          encoding: (await response?.headerValue('content-encoding')) ?? null,
          transfer: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })().catch(() => {
        // Only when the page closed under a late request; such a request is not part of the first load.
      }),
    );
  });
  let inFlight = 0;
  let lastActivity = performance.now();
  const active = () => {
    lastActivity = performance.now();
  };
  // The live event stream is open for as long as the page is: it never lets the network be quiet.
  const counts = (request: { url: () => string }) => new URL(request.url()).pathname !== LIVE_EVENTS_PATH;
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight++;
    active();
  });
  page.on('requestfinished', (request) => {
    if (!counts(request)) return;
    inFlight--;
    active();
  });
  page.on('requestfailed', (request) => {
    if (!counts(request)) return;
    inFlight--;
    active();
  });
  try {
    await page.goto(baseUrl + pagePath, { waitUntil: 'load', timeout: 60_000 });
    // On a busy machine the entry chunk can take longer to run than Playwright's 500 ms
    // 'networkidle', before it asks for the route's chunks: wait for the page's content instead,
    // then for the network to stay quiet for 2 s.
    await page.locator(readySelector).first().waitFor({ state: 'attached', timeout: 60_000 });
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastActivity < 2000)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Requests that finished while the first ones were being read are read too.
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await Promise.all(pending);
    }
  } finally {
    closed = true;
    await context.close();
  }
  // A chunk of the after-idle code still counts when the page's own code (its route) needs it too.
  const neededByPage = new Set<string>();
  for (const response of responses) {
    const file = new URL(response.url).pathname.slice(1);
    if (index.byFile.has(file) && !index.afterIdle.has(file)) staticClosure(index, file, neededByPage);
  }
  const assets: AssetLoad[] = [];
  for (const response of responses) {
    const { pathname } = new URL(response.url);
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const file = pathname.slice(1);
    if (index.afterIdle.has(file) && !neededByPage.has(file)) continue;
    const { gzip, raw } = await index.gzip(file);
    assets.push({ file, kind, transferBytes: response.transfer, contentEncoding: response.encoding, rawBytes: raw, gzipBytes: gzip });
  }
  const sum = (kind: 'js' | 'css'): Sizes => {
    const picked = assets.filter((asset) => asset.kind === kind);
    return {
      gzip: picked.reduce((total, asset) => total + asset.gzipBytes, 0),
      raw: picked.reduce((total, asset) => total + asset.rawBytes, 0),
      transfer: picked.reduce((total, asset) => total + asset.transferBytes, 0),
      files: picked.length,
    };
  };
  const forbidden: ForbiddenHit[] = [];
  for (const asset of assets) {
    for (const module of index.byFile.get(asset.file)?.modules ?? []) {
      const relative = relativeId(module.id, index.snapshot);
      const kind = forbiddenKind(relative);
      if (kind) forbidden.push({ kind, module: relative, file: asset.file, bytes: module.length });
    }
  }
  return {
    path: pagePath,
    viewport,
    js: sum('js'),
    css: sum('css'),
    allTransferBytes: responses.reduce((total, response) => total + response.transfer, 0),
    requests: responses.length,
    assets,
    forbidden,
  };
}

export async function contributorsOf(index: BuildIndex, load: PageLoad): Promise<Contributor[]> {
  const groups = new Map<string, { gzip: number; rendered: number }>();
  for (const asset of load.assets.filter((item) => item.kind === 'js')) {
    const chunk = index.byFile.get(asset.file);
    if (!chunk) continue;
    const total = chunk.modules.reduce((sum, module) => sum + module.length, 0) || 1;
    for (const module of chunk.modules) {
      const group = groupOf(relativeId(module.id, index.snapshot));
      const entry = groups.get(group) ?? { gzip: 0, rendered: 0 };
      entry.gzip += (module.length / total) * (await index.gzip(asset.file)).gzip;
      entry.rendered += module.length;
      groups.set(group, entry);
    }
  }
  return [...groups.entries()]
    .map(([group, { gzip, rendered }]) => ({ group, approxGzipBytes: Math.round(gzip), renderedBytes: rendered, share: gzip / (load.js.gzip || 1) }))
    .sort((a, b) => b.approxGzipBytes - a.approxGzipBytes);
}
