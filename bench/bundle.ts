/**
 * Part 1, bundle: what a shopper's first visit downloads, read off headless Chromium (not off the
 * build's file list), with each file's gzip size; every lazy chunk of the build; who the biggest
 * modules are; and whether admin, tiptap or cropper code reaches a shopper.
 */
import { launchChromium } from './chromium.ts';
import { entryClosureOf, indexBuild, isAdminRoute, isRouteChunk, isRouteStub, forbiddenReachable, relativeId, routeModuleOf, shopperReachable, staticClosure, type BuildIndex, type ForbiddenHit } from './build-index.ts';
import type { ClientBuild } from './client-build.ts';
import { contributorsOf, FLOOR_READY, loadPage, SHOP_READY, type Contributor, type PageLoad } from './page-load.ts';
import { serveStaticClient } from './static-server.ts';

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
