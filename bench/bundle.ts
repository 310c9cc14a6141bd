/**
 * Part 1, bundle: what a shopper's first visit downloads, read off headless Chromium (not off the
 * build's file list), with each file's gzip size; every lazy chunk of the build; who the biggest
 * modules are; and whether admin, tiptap or cropper code reaches a shopper.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LIVE_EVENTS_PATH } from '../shared/live-events.ts';
import { AFTER_IDLE_MODULES } from './bundle-budgets.ts';
import { launchChromium } from './chromium.ts';
import type { ClientBuild } from './client-build.ts';
import { gzipSize } from './format.ts';
import { ROOT } from './processes.ts';
import { serveStaticClient } from './static-server.ts';
import type { BuiltChunk } from './vite-build.ts';

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

export type ForbiddenHit = { kind: 'admin' | 'tiptap' | 'cropper'; module: string; file: string; bytes: number };

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

export type LazyChunk = {
  file: string;
  kind: 'route' | 'lazy' | 'shared';
  source: string | null;
  area: 'storefront' | 'admin';
  gzipBytes: number;
  rawBytes: number;
  /** For a route: the JS a navigation to it adds to the first load (its chunk and the chunks only it pulls in). */
  navigationGzipBytes: number | null;
  loadedBy: string[];
};

export type Contributor = { group: string; approxGzipBytes: number; renderedBytes: number; share: number };

export type BundleResult = {
  gzip: string;
  productId: number;
  pages: PageLoad[];
  floor: PageLoad;
  lazyChunks: LazyChunk[];
  /** Biggest module groups in the JS of a first visit to `/` (mobile). */
  contributors: Contributor[];
  /** Forbidden modules in any chunk a shopper could download (every storefront route, not just the 3 pages). */
  forbiddenReachable: ForbiddenHit[];
  /** Admin route definitions (guards, paths) that the route tree carries into the entry chunk. */
  adminRouteStubBytes: number;
  buildMs: { shop: number; floor: number };
};

/** A module id relative to the project, whatever folder the snapshot was built in. */
function relativeId(id: string, snapshot: string): string {
  const clean = id.replace(/\0/g, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  if (clean.startsWith(snapshot + '/')) return clean.slice(snapshot.length + 1);
  if (clean.startsWith(ROOT)) return clean.slice(ROOT.length);
  return clean;
}

function groupOf(relative: string): string {
  if (relative.startsWith('node_modules/')) {
    const [first, second] = relative.slice('node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? relative);
  }
  if (relative.startsWith('client/routes/')) return 'client/routes';
  const parts = relative.split('?')[0]?.split('/') ?? [];
  if (parts[0] === 'client' && (parts[1] === 'features' || parts[1] === 'components')) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** A route file as the route tree imports it (paths, guards, loaders), not its split component. */
function isRouteStub(relative: string): boolean {
  return relative.startsWith('client/routes/') && !relative.includes('?') && !relative.split('/').some((part) => part.startsWith('-'));
}

export function forbiddenKind(relative: string): ForbiddenHit['kind'] | null {
  if (/^node_modules\/(@tiptap\/|@mantine\/tiptap\/|prosemirror-)/.test(relative)) return 'tiptap';
  if (/^node_modules\/(react-advanced-cropper|advanced-cropper)\//.test(relative) || relative.includes('image-crop-dialog')) return 'cropper';
  if (/^client\/features\/admin[^/]*\//.test(relative)) return 'admin';
  if (/^client\/routes\/_admin[/.]/.test(relative) && !isRouteStub(relative)) return 'admin';
  return null;
}

/**
 * What the root loads lazily only once the session says the visitor is an admin (the header's pending
 * orders): a shopper never downloads it, so it is admin code, not a chunk a shopper could reach.
 */
const ADMIN_ONLY_MODULES = new Set(['client/features/admin-orders/components/pending-orders-button.tsx']);

type BuildIndex = {
  build: ClientBuild;
  snapshot: string;
  byFile: Map<string, BuiltChunk>;
  gzip: (file: string) => Promise<{ gzip: number; raw: number }>;
  /** The chunks of AFTER_IDLE_MODULES that the entry does not load anyway. */
  afterIdle: Set<string>;
};

function indexBuild(build: ClientBuild, snapshot: string): BuildIndex {
  const byFile = new Map(build.chunks.map((chunk) => [chunk.fileName, chunk]));
  const cache = new Map<string, Promise<{ gzip: number; raw: number }>>();
  const gzip = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(path.join(build.outDir, file)).then((data) => ({ gzip: gzipSize(data), raw: data.length }));
      cache.set(file, entry);
    }
    return entry;
  };
  const index: BuildIndex = { build, snapshot, byFile, gzip, afterIdle: new Set() };
  const entryClosure = entryClosureOf(index);
  for (const chunk of build.chunks) {
    if (!chunk.facadeModuleId || !AFTER_IDLE_MODULES.has(relativeId(chunk.facadeModuleId, snapshot))) continue;
    for (const file of staticClosure(index, chunk.fileName)) if (!entryClosure.has(file)) index.afterIdle.add(file);
  }
  return index;
}

function staticClosure(index: BuildIndex, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of index.byFile.get(file)?.imports ?? []) staticClosure(index, imported, into);
  return into;
}

/** What shows that a page has rendered its data: a product picture, or the floor's heading. */
const SHOP_READY = 'main img';
const FLOOR_READY = 'h1';

async function loadPage(
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

async function contributorsOf(index: BuildIndex, load: PageLoad): Promise<Contributor[]> {
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

/**
 * The route component a chunk carries: its facade, or (for a screen that vite.config.ts groups with
 * what only it uses, such as /products) the split route module inside it.
 */
const routeModuleOf = (chunk: BuiltChunk | undefined) =>
  chunk?.facadeModuleId?.includes('?tsr-split') ? chunk.facadeModuleId : (chunk?.modules.find((module) => module.id.includes('?tsr-split'))?.id ?? null);
const isRouteChunk = (chunk: BuiltChunk | undefined) => routeModuleOf(chunk) !== null;
const isAdminOnly = (chunk: BuiltChunk | undefined, snapshot: string) =>
  chunk?.facadeModuleId != null && ADMIN_ONLY_MODULES.has(relativeId(chunk.facadeModuleId, snapshot));
const isAdminRoute = (chunk: BuiltChunk, snapshot: string) => {
  const route = routeModuleOf(chunk);
  return route !== null && relativeId(route, snapshot).startsWith('client/routes/_admin');
};

/**
 * Every chunk a shopper could ever download: the entry, the storefront routes, and whatever those
 * import, statically or lazily (a dialog opened later). Admin routes and ADMIN_ONLY_MODULES are the
 * only ways into the rest.
 */
function shopperReachable(index: BuildIndex): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const chunk = index.byFile.get(file);
    for (const imported of chunk?.imports ?? []) visit(imported);
    for (const lazy of chunk?.dynamicImports ?? []) {
      const imported = index.byFile.get(lazy);
      if (!isRouteChunk(imported) && !isAdminOnly(imported, index.snapshot)) visit(lazy);
    }
  };
  for (const chunk of index.build.chunks) {
    if (chunk.isEntry || (isRouteChunk(chunk) && !isAdminRoute(chunk, index.snapshot))) visit(chunk.fileName);
  }
  return reached;
}

function entryClosureOf(index: BuildIndex): Set<string> {
  const entry = index.build.chunks.find((chunk) => chunk.isEntry);
  return entry ? staticClosure(index, entry.fileName) : new Set<string>();
}

async function lazyChunksOf(index: BuildIndex, pages: PageLoad[]): Promise<LazyChunk[]> {
  const entryClosure = entryClosureOf(index);
  const reachable = shopperReachable(index);
  const chunks: LazyChunk[] = [];
  for (const chunk of index.build.chunks) {
    if (chunk.isEntry) continue;
    const facade = routeModuleOf(chunk) ?? chunk.facadeModuleId;
    const source = facade ? relativeId(facade, index.snapshot) : null;
    // A route chunk every page loads (the home screen's, in `storefront`) is part of the first load, not lazy.
    const kind = isRouteChunk(chunk) && !entryClosure.has(chunk.fileName) ? 'route' : chunk.isDynamicEntry ? 'lazy' : 'shared';
    let navigationGzipBytes: number | null = null;
    if (kind === 'route') {
      navigationGzipBytes = 0;
      for (const file of staticClosure(index, chunk.fileName)) {
        if (!entryClosure.has(file)) navigationGzipBytes += (await index.gzip(file)).gzip;
      }
    }
    const { gzip, raw } = await index.gzip(chunk.fileName);
    chunks.push({
      file: chunk.fileName,
      kind,
      source: source?.replace(/\?.*$/, '') ?? null,
      area: reachable.has(chunk.fileName) && !isAdminRoute(chunk, index.snapshot) ? 'storefront' : 'admin',
      gzipBytes: gzip,
      rawBytes: raw,
      navigationGzipBytes,
      loadedBy: [...new Set(pages.filter((page) => page.assets.some((asset) => asset.file === chunk.fileName)).map((page) => page.path))],
    });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Forbidden modules in any chunk a shopper could download; the entry's graph is checked by the page loads. */
function forbiddenReachable(index: BuildIndex): ForbiddenHit[] {
  const entryClosure = entryClosureOf(index);
  const hits: ForbiddenHit[] = [];
  for (const file of shopperReachable(index)) {
    if (entryClosure.has(file)) continue;
    for (const module of index.byFile.get(file)?.modules ?? []) {
      const relative = relativeId(module.id, index.snapshot);
      const kind = forbiddenKind(relative);
      if (kind) hits.push({ kind, module: relative, file, bytes: module.length });
    }
  }
  return hits;
}

/** A product a shopper can open: the first one the REST list gives. */
export async function firstProductId(shopUrl: string): Promise<number> {
  const response = await fetch(`${shopUrl}/api/products?per_page=1`);
  const body = (await response.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('The seeded shop lists no product');
  return id;
}

export async function measureBundle(options: {
  shopUrl: string;
  shop: ClientBuild;
  floor: ClientBuild;
  snapshot: string;
}): Promise<BundleResult> {
  const shop = indexBuild(options.shop, options.snapshot);
  const floor = indexBuild(options.floor, options.snapshot);
  const productId = await firstProductId(options.shopUrl);
  const floorServer = await serveStaticClient(options.floor.outDir);
  const browser = await launchChromium();
  try {
    const pages: PageLoad[] = [];
    for (const viewport of ['mobile', 'desktop'] as const) {
      for (const pagePath of ['/', '/products', `/product/${productId}`]) {
        pages.push(await loadPage(browser, shop, options.shopUrl, pagePath, viewport, SHOP_READY));
      }
    }
    const floorLoad = await loadPage(browser, floor, floorServer.url, '/', 'mobile', FLOOR_READY);
    const home = pages.find((page) => page.path === '/' && page.viewport === 'mobile');
    const lazyChunks = await lazyChunksOf(shop, pages);
    const adminRouteStubBytes = options.shop.chunks
      .flatMap((chunk) => chunk.modules)
      .filter((module) => {
        const relative = relativeId(module.id, options.snapshot);
        return isRouteStub(relative) && relative.startsWith('client/routes/_admin');
      })
      .reduce((sum, module) => sum + module.length, 0);
    return {
      gzip: 'zlib level 6',
      productId,
      pages,
      floor: floorLoad,
      lazyChunks,
      contributors: home ? await contributorsOf(shop, home) : [],
      forbiddenReachable: forbiddenReachable(shop),
      adminRouteStubBytes,
      buildMs: { shop: Math.round(options.shop.buildMs), floor: Math.round(options.floor.buildMs) },
    };
  } finally {
    await browser.close();
    await floorServer.close();
  }
}
