/**
 * A made-up run for the tests of the scorecard, the history and the summary: every part but live ran
 * (live failed), and every budget is met by round figures a test can push over a limit.
 */
import type { ApiTarget, ApiTargetResult } from './api.ts';
import type { BundleResult } from './bundle.ts';
import type { PageLoad, Sizes, Viewport } from './page-load.ts';
import type { DropResult } from './drop.ts';
import type { ImagesResult } from './images.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { ReceiptsResult } from './receipts.ts';
import type { Results } from './report.ts';
import type { PartName, PartResult } from './scorecard.ts';

const sizes = (gzip: number): Sizes => ({ gzip, raw: gzip * 3, transfer: gzip, files: 1 });

const page = (path: string, viewport: Viewport, jsGzip: number): PageLoad => ({
  path,
  viewport,
  js: sizes(jsGzip),
  css: sizes(20_000),
  allTransferBytes: jsGzip + 100_000,
  requests: 10,
  assets: [],
  forbidden: [],
});

export function bundleResult(): BundleResult {
  return {
    gzip: 'zlib level 6',
    productId: 7,
    // The laptop's first load is the larger: the budget reads each page at its worst viewport.
    pages: ['/', '/products', '/product/7'].flatMap((path) => [page(path, 'mobile', 120_000), page(path, 'desktop', 130_000)]),
    floor: page('/', 'mobile', 89_000),
    lazyChunks: [
      { file: 'cart.js', kind: 'route', source: 'client/routes/cart.tsx', area: 'storefront', gzipBytes: 12_000, rawBytes: 40_000, navigationGzipBytes: 12_000, loadedBy: [] },
      { file: 'admin.js', kind: 'route', source: 'client/routes/_admin.tsx', area: 'admin', gzipBytes: 90_000, rawBytes: 300_000, navigationGzipBytes: 90_000, loadedBy: [] },
    ],
    contributors: [],
    forbiddenReachable: [],
    adminRouteStubBytes: 500,
    buildMs: { shop: 20_000, floor: 5_000 },
  };
}

export function lighthouseRun(score: number | null): LighthouseRun {
  return {
    score,
    accessibilityScore: 100,
    accessibilityFailures: [],
    lcpMs: 1_200,
    tbtMs: 50,
    cls: 0,
    fcpMs: 900,
    speedIndexMs: 1_500,
    totalBytes: 300_000,
    lcpElement: null,
    durationMs: 12_000,
    warnings: [],
    ...(score == null ? { error: 'Chrome crashed\n    at stack' } : {}),
  };
}

const lighthousePage = (label: string, run: LighthouseRun) => ({ label, path: label, runs: [run], median: run });

/** `floorRequestsPerSecond`: the app path's own floor's, or null for a floor. */
function apiTarget(target: ApiTarget, requestsPerSecond: number, floorRequestsPerSecond: number | null): ApiTargetResult {
  return {
    target,
    url: target === 'card floor' ? '/cards' : '/api/products',
    requestsPerSecond,
    p50Ms: 10,
    p99Ms: 40,
    ratioOfFloor: floorRequestsPerSecond === null ? null : requestsPerSecond / floorRequestsPerSecond,
    peakRssBytes: (floorRequestsPerSecond === null ? 60 : 200) * 1024 * 1024,
    idleRssBytes: 100 * 1024 * 1024,
    responseBytes: 20_000,
    non2xx: 0,
    errors: 0,
    rounds: [],
  };
}

export function dropResult(): DropResult {
  return {
    buyers: 1_000,
    pieces: 50,
    opening: { minutes: 10, perInbox: 1, minutesIn: 1.2 },
    adds: { requests: 3_005, perSecond: 900, failed: 0, serverErrors: 0, cartsNotAsPlanned: 0 },
    race: {
      holdsPerSecond: 400,
      wallMs: 2_500,
      p50Ms: 1_200,
      p95Ms: 2_500,
      p99Ms: 2_900,
      maxMs: 3_000,
      statuses: { '200': 46, '409': 954 },
      answers: { '200': 46, '409 unavailable': 954 },
      winners: 46,
      piecesHeld: 50,
      doubleHolds: 0,
      partialHolds: 0,
      winnersWithoutTheirPieces: 0,
      serverErrors: 0,
      transportErrors: 0,
    },
    sharedAddress: { address: '198.18.3.233', buyers: 500, ok: 23, conflicts: 477, refusedForAddress: 0 },
    // Four accounts won a piece each; the winners' second pieces were refused by the cap per inbox.
    bot: {
      address: '198.18.3.234',
      accounts: 5,
      guests: 2_000,
      holds: 2_010,
      holdsOk: 4,
      answers: { '200': 4, '409 drop-guest': 600, '429 rate limit': 1_400, '409 drop-limit': 4, '409 unavailable': 2 },
      secondPieces: 5,
      piecesHeld: 4,
      piecesHeldByGuests: 0,
      lastAnswerMs: 2_700,
    },
    healthz: { requestsPerSecond: 5_000, p50Ms: 50, p95Ms: 90, p99Ms: 120, failed: 0 },
    pgbench: { clients: 10, transactions: 1_000, tps: 500, p50Ms: 5, p95Ms: 12, p99Ms: 20, winners: 50, piecesHeld: 50, version: 'pgbench 17' },
  };
}

export function imagesResult(): ImagesResult {
  return {
    inputs: [],
    lcp: [
      { input: 'photo', screen: 'phone 360 px × 3', cssPx: 360, dpr: 3, width: 1080, format: 'webp', bytes: 120_000 },
      { input: 'photo', screen: 'laptop', cssPx: 1350, dpr: 1, width: 1600, format: 'webp', bytes: 400_000 },
    ],
    worstRatio: 0.7,
    meanRatio: 0.6,
    sharp: 'sharp 0.34',
  };
}

/** A drop's 100 orders answered within 6 s, their receipts all out by 25 s: 200 mails at the provider's pace. */
export function receiptsResult(): ReceiptsResult {
  const mails = (lastMs: number) => ({ received: 100, lastMs, afterAnswer: { count: 100, lost: 0, p50Ms: 12_000, p95Ms: 20_000, p99Ms: 21_000, maxMs: 22_000 } });
  return {
    orders: 100,
    providerDelayMs: 250,
    placing: { statuses: { '201': 100 }, placed: 100, p50Ms: 3_000, p95Ms: 5_500, firstAnswerMs: 400, lastAnswerMs: 6_000 },
    receipts: mails(25_000),
    alerts: mails(25_300),
    sending: { firstMs: 1_500, lastMs: 25_300, mailsPerSecond: 8.4 },
    records: { sent: 200, retried: 0, failed: 0 },
    appCpuMs: { placing: 9_000, sending: 8_000 },
    floor: { connections: 4, mails: 200, lastReceiptMs: 12_400, allMs: 12_600 },
  };
}

export const DEFAULT_OPTIONS: Results['options'] = { only: 'bundle,lighthouse,api,drop,images,live,receipts', apiSeconds: 10 };

export function madeUpResults(): Results {
  const run = (ms: number) => ({ ok: true as const, ms, load: [1.2, 1.8] as [number, number] });
  return {
    startedAt: '2025-06-01T10:00:00.000Z',
    durationMs: 600_000,
    machine: null,
    options: { ...DEFAULT_OPTIONS },
    parts: {
      bundle: { ...run(60_000), result: bundleResult() },
      lighthouse: {
        ...run(120_000),
        result: {
          version: '12',
          runsPerPage: 1,
          benchmarkIndex: null,
          pages: ['/', '/products', '/product/{id}'].map((label) => lighthousePage(label, lighthouseRun(99))),
          floor: lighthousePage('floor (static)', lighthouseRun(100)),
        },
      },
      api: {
        ...run(80_000),
        result: {
          connections: 20,
          seconds: 10,
          warmupSeconds: 3,
          rounds: 2,
          sameJson: { rest: true, trpc: true },
          // Each path beside its own floor: tRPC's cards at 0.70× theirs, REST's full products at 0.80× theirs.
          targets: [apiTarget('trpc', 700, 1_000), apiTarget('card floor', 1_000, null), apiTarget('rest', 1_000, 1_250), apiTarget('full floor', 1_250, null)],
        },
      },
      drop: { ...run(90_000), result: dropResult() },
      images: { ...run(30_000), result: imagesResult() },
      live: { ok: false, ms: 5_000, load: [2, 2.5], error: 'The shop did not start: boom\n    at startShop (bench/shop.ts:20)' },
      receipts: { ...run(70_000), result: receiptsResult() },
    },
  };
}

/** The made-up run with one part's result changed. */
export function withPart<P extends PartName>(part: P, change: (result: PartResult<P>) => void): Results {
  const results = madeUpResults();
  const outcome = results.parts[part];
  if (!outcome?.ok) throw new Error(`${part} did not run in the made-up results`);
  change(outcome.result as PartResult<P>);
  return results;
}
