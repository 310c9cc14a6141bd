/**
 * The bundle's budget lines of design.md §5, read off a measured BundleResult: what `bench:check`
 * enforces and the summary shows. Apart from bundle.ts so reading them needs no browser.
 */
import { BUDGETS } from './budgets.ts';
import type { ForbiddenHit } from './build-index.ts';
import type { BundleResult, LazyChunk } from './bundle.ts';

/**
 * What the app loads only once a page has loaded and the browser is idle (the live stream, decision
 * 013): no first paint waits for it, so it is not first load; its chunk is a lazy one with its own line.
 */
export const AFTER_IDLE_MODULES = new Set(['client/routes/-live/live-screens.ts']);

/** `subject` is the page ('/product/{id}' for the product page) or the chunk's source. */
export type BudgetLine = { kind: 'js' | 'css' | 'chunk'; subject: string; label: string; value: number; limit: number; ok: boolean };

/** The deterministic budget lines of design.md §5 that `bench:check` enforces. */
export function bundleBudgetLines(result: BundleResult): { lines: BudgetLine[]; forbidden: ForbiddenHit[] } {
  const lines: BudgetLine[] = [];
  // Each entry page at its worst viewport: a shopper's first visit can start on any of them.
  for (const pagePath of [...new Set(result.pages.map((page) => page.path))]) {
    const loads = result.pages.filter((page) => page.path === pagePath);
    const subject = pagePath === `/product/${result.productId}` ? '/product/{id}' : pagePath;
    for (const [kind, name, limit] of [
      ['js', 'JS', BUDGETS.firstLoadJsGzip],
      ['css', 'CSS', BUDGETS.firstLoadCssGzip],
    ] as const) {
      const value = Math.max(...loads.map((page) => page[kind].gzip));
      lines.push({ kind, subject, label: `first load of ${subject} : ${name} gzip`, value, limit, ok: value <= limit });
    }
  }
  const budgeted = (chunk: LazyChunk) =>
    chunk.area === 'storefront' && (chunk.kind === 'route' || (chunk.source !== null && AFTER_IDLE_MODULES.has(chunk.source)));
  for (const chunk of result.lazyChunks.filter(budgeted)) {
    const subject = chunk.source ?? chunk.file;
    lines.push({
      kind: 'chunk',
      subject,
      label: `${chunk.kind === 'route' ? 'lazy route chunk' : 'after-idle chunk'} ${subject}`,
      value: chunk.gzipBytes,
      limit: BUDGETS.lazyRouteChunkGzip,
      ok: chunk.gzipBytes <= BUDGETS.lazyRouteChunkGzip,
    });
  }
  const forbidden = [...result.pages.flatMap((page) => page.forbidden), ...result.forbiddenReachable];
  return { lines, forbidden };
}
