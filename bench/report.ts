/** Prints a run's results as plain-text tables, each figure beside its floor and its budget. */
import os from 'node:os';
import { FLOOR_OF, isAppPath, type ApiResult, type AppPath } from './api.ts';
import { BUDGETS, DESIGN_FLOOR_JS_GZIP } from './budgets.ts';
import { bundleBudgetLines } from './bundle-budgets.ts';
import type { BundleResult, ForbiddenHit } from './bundle.ts';
import { pgbenchTimeMs, type DropResult } from './drop.ts';
import { kB, MB, ms, num, pct, times } from './format.ts';
import type { ImagesResult } from './images.ts';
import type { LighthouseResult, LighthouseRun } from './lighthouse.ts';
import type { LiveResult, LiveScenario } from './live.ts';
import type { LatencyStats } from './live-stats.ts';
import type { Machine } from './machine.ts';

/** `load` is the 1-minute load average before and after the part: how busy the shared machine was. */
export type PartOutcome<T> = ({ ok: true; result: T } | { ok: false; error: string }) & { ms: number; load?: [number, number] };

export type Results = {
  startedAt: string;
  durationMs: number;
  machine: Machine | null;
  options: Record<string, number | string | boolean>;
  /** The shop process the parts measure: started a second time on the seeded database. */
  shop?: { seedStartMs: number; startMs: number; rssAfterStartBytes: number | null };
  parts: {
    bundle?: PartOutcome<BundleResult>;
    lighthouse?: PartOutcome<LighthouseResult>;
    api?: PartOutcome<ApiResult>;
    drop?: PartOutcome<DropResult>;
    live?: PartOutcome<LiveResult>;
    images?: PartOutcome<ImagesResult>;
  };
};

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** "ok", or how far past the budget a figure is; never a failure of the run. */
function verdict(value: number | null | undefined, limit: number, format: (value: number) => string, higherIsBetter = false): string {
  if (value == null) return 'not measured';
  const over = higherIsBetter ? value < limit : value > limit;
  if (!over) return 'ok';
  return higherIsBetter ? `BELOW by ${format(limit - value)}` : `OVER by ${format(value - limit)}`;
}

const seconds = (value: number | null | undefined) => (value == null ? '–' : `${(value / 1000).toFixed(2)} s`);

function forbiddenSummary(hits: ForbiddenHit[]): string[] {
  const unique = new Map<string, ForbiddenHit>();
  for (const hit of hits) unique.set(`${hit.kind} ${hit.module} ${hit.file}`, hit);
  return [...unique.values()].map((hit) => `  ${hit.kind.padEnd(7)} ${hit.module}  (in ${hit.file}, ${num(hit.bytes)} B rendered)`);
}

export function formatBundle(result: BundleResult): string {
  const out: string[] = [];
  out.push(`1. BUNDLE  production build; JS/CSS a first visit downloads, read off headless Chromium; gzip = ${result.gzip}; kB = 1,000 B`);
  out.push(
    table(
      ['page', 'viewport', 'JS gzip', 'files', 'JS raw', 'CSS gzip', 'JS+CSS on the wire', 'all bytes', 'JS vs floor', 'JS ≤ 150 kB', 'CSS ≤ 35 kB'],
      [
        ...result.pages.map((page) => {
          const encodings = new Set(page.assets.map((asset) => asset.contentEncoding ?? 'none'));
          return [
            page.path,
            page.viewport,
            kB(page.js.gzip),
            String(page.js.files),
            kB(page.js.raw),
            kB(page.css.gzip),
            `${kB(page.js.transfer + page.css.transfer)} (${[...encodings].join('/')})`,
            kB(page.allTransferBytes),
            times(page.js.gzip / (result.floor.js.gzip || 1)),
            verdict(page.js.gzip, BUDGETS.firstLoadJsGzip, kB),
            verdict(page.css.gzip, BUDGETS.firstLoadCssGzip, kB),
          ];
        }),
        [
          'floor: React 19 + TanStack Router',
          result.floor.viewport,
          kB(result.floor.js.gzip),
          String(result.floor.js.files),
          kB(result.floor.js.raw),
          kB(result.floor.css.gzip),
          kB(result.floor.js.transfer + result.floor.css.transfer),
          kB(result.floor.allTransferBytes),
          '1.00×',
          `(design.md: ~${kB(DESIGN_FLOOR_JS_GZIP)})`,
          '',
        ],
      ],
    ),
  );
  const routes = result.lazyChunks.filter((chunk) => chunk.kind === 'route');
  out.push('');
  out.push(`Lazy route chunks (${routes.length}; "navigation" = the chunk plus the chunks only it pulls in, beyond the first load):`);
  out.push(
    table(
      ['route file', 'area', 'chunk gzip', 'navigation gzip', 'loaded by', '≤ 30 kB (storefront)'],
      routes.map((chunk) => [
        chunk.source ?? chunk.file,
        chunk.area,
        kB(chunk.gzipBytes),
        kB(chunk.navigationGzipBytes),
        chunk.loadedBy.join(' ') || '–',
        chunk.area === 'storefront' ? verdict(chunk.gzipBytes, BUDGETS.lazyRouteChunkGzip, kB) : '(admin)',
      ]),
    ),
  );
  const others = result.lazyChunks.filter((chunk) => chunk.kind !== 'route');
  out.push('');
  out.push(`Other chunks (${others.length}: lazy = loaded on demand, shared = split out by the bundler), largest first:`);
  out.push(
    table(
      ['file', 'kind', 'area', 'gzip', 'loaded by'],
      others.map((chunk) => [chunk.file, chunk.kind, chunk.area, kB(chunk.gzipBytes), chunk.loadedBy.join(' ') || '–']),
    ),
  );
  const home = result.pages.find((page) => page.path === '/' && page.viewport === 'mobile');
  out.push('');
  out.push(`Biggest contributors to the JS of / (${kB(home?.js.gzip)} gzip; shares ≈ by rendered length within each chunk):`);
  out.push(
    table(
      ['module group', '≈ gzip', 'share'],
      result.contributors.slice(0, 15).map((item) => [item.group, kB(item.approxGzipBytes), pct(item.share)]),
    ),
  );
  const { forbidden } = bundleBudgetLines(result);
  out.push('');
  out.push(
    forbidden.length === 0
      ? 'Admin, tiptap or cropper code in a shopper\'s download: none (3 pages × 2 viewports, and every chunk a storefront route can reach)'
      : `Admin, tiptap or cropper code in a shopper's download: FOUND\n${forbiddenSummary(forbidden).join('\n')}`,
  );
  out.push(`Admin route definitions carried by the route tree (paths, guards; not counted above): ${num(result.adminRouteStubBytes)} B rendered`);
  out.push(`Build: shop ${seconds(result.buildMs.shop)}, floor ${seconds(result.buildMs.floor)}`);
  return out.join('\n');
}

function lighthouseRow(label: string, run: LighthouseRun, floor: LighthouseRun, isFloor: boolean): string[] {
  const problems = isFloor
    ? []
    : [
        run.score != null && run.score < BUDGETS.lighthouseScore ? `score ${run.score} < ${BUDGETS.lighthouseScore}` : '',
        run.lcpMs != null && run.lcpMs > BUDGETS.lcpMs ? `LCP > ${seconds(BUDGETS.lcpMs)}` : '',
        run.tbtMs != null && run.tbtMs > BUDGETS.tbtMs ? `TBT > ${BUDGETS.tbtMs} ms` : '',
        run.cls != null && run.cls > BUDGETS.cls ? `CLS > ${BUDGETS.cls}` : '',
        run.accessibilityScore != null && run.accessibilityScore < BUDGETS.lighthouseAccessibilityScore
          ? `accessibility ${run.accessibilityScore} < ${BUDGETS.lighthouseAccessibilityScore} (${run.accessibilityFailures.join(', ')})`
          : '',
      ].filter(Boolean);
  return [
    label,
    run.score == null ? `failed: ${(run.error ?? '').split('\n')[0]?.slice(0, 60) ?? ''}` : String(run.score),
    run.accessibilityScore == null ? '–' : String(run.accessibilityScore),
    seconds(run.lcpMs),
    ms(run.tbtMs),
    run.cls == null ? '–' : run.cls.toFixed(3),
    seconds(run.fcpMs),
    kB(run.totalBytes),
    isFloor || run.lcpMs == null || floor.lcpMs == null ? '' : times(run.lcpMs / floor.lcpMs),
    isFloor ? '(floor)' : problems.length === 0 ? 'ok' : `OVER: ${problems.join(', ')}`,
  ];
}

export function formatLighthouse(result: LighthouseResult): string {
  const out: string[] = [];
  out.push(
    `2. LIGHTHOUSE ${result.version}  mobile defaults (simulated 150 ms RTT, 1.6 Mbps, 4× CPU), Debian Chromium; ` +
      `median-score run of ${result.runsPerPage} per page; host benchmarkIndex ${result.benchmarkIndex ?? '–'}`,
  );
  out.push(
    table(
      ['page', 'score', 'accessibility', 'LCP', 'TBT', 'CLS', 'FCP', 'bytes', 'LCP vs floor', 'budget ≥95, a11y 100, LCP ≤2.5 s, TBT ≤200 ms, CLS ≤0.1'],
      [
        ...result.pages.map((page) => lighthouseRow(page.label, page.median, result.floor.median, false)),
        lighthouseRow('floor: static HTML, same hero + CSS', result.floor.median, result.floor.median, true),
      ],
    ),
  );
  const all = [...result.pages, result.floor];
  const spread = all
    .filter((page) => page.runs.length > 1)
    .map((page) => `${page.label} ${page.runs.map((run) => run.score ?? 'x').join('/')}`);
  if (spread.length > 0) out.push(`Scores of every run: ${spread.join('; ')}`);
  const lcp = all.map((page) => `${page.label}: ${page.median.lcpElement ?? '–'}`);
  out.push(`LCP element: ${lcp.join(' | ')}`);
  return out.join('\n');
}

export function formatApi(result: ApiResult): string {
  const out: string[] = [];
  out.push(
    `3. API  catalogue page 1 (24 products) on PostgreSQL, each path beside a floor answering its JSON; autocannon -c ${result.connections}, ` +
      `${result.seconds} s per target after ${result.warmupSeconds} s warm-up, ${result.rounds} rounds in alternating order (mean shown); ` +
      'loader, server and PostgreSQL share the machine',
  );
  out.push(
    table(
      ['target', 'path', 'req/s', 'vs its floor', 'p50', 'p99', 'peak RSS', 'idle RSS', 'body', 'non-2xx', 'errors', '≥ 60 % of floor', 'RSS ≤ 250 MB'],
      result.targets.map((target) => {
        const floor = !isAppPath(target.target);
        return [
          floor ? `${target.target}: node:http + pg` : target.target,
          target.url,
          num(target.requestsPerSecond),
          floor ? '1.00×' : times(target.ratioOfFloor),
          ms(target.p50Ms, 1),
          ms(target.p99Ms, 1),
          MB(target.peakRssBytes),
          MB(target.idleRssBytes),
          kB(target.responseBytes),
          String(target.non2xx),
          String(target.errors),
          floor ? '' : verdict(target.ratioOfFloor, BUDGETS.apiRatioOfFloor, pct, true),
          floor ? '' : verdict(target.peakRssBytes, BUDGETS.serverRssBytes, MB),
        ];
      }),
    ),
  );
  const same = (path: AppPath) => (result.sameJson[path] ? 'yes' : 'NO');
  out.push(`Same JSON as its floor: REST ${same('rest')} (${FLOOR_OF.rest}), tRPC data ${same('trpc')} (${FLOOR_OF.trpc})`);
  out.push(
    `Per round req/s: ${result.targets.map((target) => `${target.target} ${target.rounds.map((round) => num(round.requestsPerSecond)).join('/')}`).join('; ')}`,
  );
  return out.join('\n');
}

export function formatDrop(result: DropResult): string {
  const out: string[] = [];
  const race = result.race;
  out.push(
    `4. DROP  ${num(result.buyers)} guests, carts of ${result.piecesPerCart} drawn from ${result.pieces} pieces, all pressing hold at once through REST ` +
      `(POST /api/guest/cart/hold) on PostgreSQL; connections opened beforehand`,
  );
  out.push(
    table(
      ['', 'holds/s', 'p50', 'p95', 'p99', 'winners', 'pieces held', 'double holds', 'partial holds', '5xx', 'p95 ≤ 1.5× pgbench time'],
      [
        [
          'app (REST)',
          num(race.holdsPerSecond),
          ms(race.p50Ms),
          ms(race.p95Ms),
          ms(race.p99Ms),
          num(race.winners),
          `${race.piecesHeld}/${result.pieces}`,
          `${race.doubleHolds}${race.doubleHolds === 0 ? '' : ' (MUST BE 0)'}`,
          `${race.partialHolds}${race.partialHolds === 0 ? '' : ' (MUST BE 0)'}`,
          `${race.serverErrors}${race.serverErrors === 0 ? '' : ' (MUST BE 0)'}`,
          verdict(race.p95Ms, BUDGETS.holdP95OfPgbenchTime * (pgbenchTimeMs(result) ?? Number.NaN), (value) => ms(value)),
        ],
        result.pgbench
          ? [
              `pgbench -c ${result.pgbench.clients} (${num(result.pgbench.transactions)} tx)`,
              num(result.pgbench.tps),
              ms(result.pgbench.p50Ms, 1),
              ms(result.pgbench.p95Ms, 1),
              ms(result.pgbench.p99Ms, 1),
              num(result.pgbench.winners),
              `${result.pgbench.piecesHeld}/${result.pieces}`,
              '',
              '',
              '',
              `(floor: ${num(result.buyers)} in ${ms(pgbenchTimeMs(result))})`,
            ]
          : ['pgbench', `failed: ${(result.pgbenchError ?? '').split('\n')[0]?.slice(0, 80) ?? ''}`],
        [
          'GET /healthz, same 1,000',
          num(result.healthz.requestsPerSecond),
          ms(result.healthz.p50Ms),
          ms(result.healthz.p95Ms),
          ms(result.healthz.p99Ms),
          '',
          '',
          '',
          '',
          result.healthz.failed === 0 ? '' : `${result.healthz.failed} failed`,
          '(HTTP floor)',
        ],
      ],
    ),
  );
  out.push(
    `Race: ${ms(race.wallMs)} wall, max ${ms(race.maxMs)}, statuses ${JSON.stringify(race.statuses)}, ` +
      `winners without their pieces ${race.winnersWithoutTheirPieces}, transport errors ${race.transportErrors}; ` +
      `app holds/s vs pgbench tps ${result.pgbench?.tps ? times(race.holdsPerSecond / result.pgbench.tps) : '–'}`,
  );
  out.push(
    `Filling the carts first: ${num(result.adds.requests)} adds at ${num(result.adds.perSecond)}/s (50 at a time), ` +
      `failed ${result.adds.failed}, 5xx ${result.adds.serverErrors}, carts not as planned ${result.adds.cartsNotAsPlanned}`,
  );
  return out.join('\n');
}

function latencyCells(stats: LatencyStats): string[] {
  return [num(stats.count), ms(stats.p50Ms, 1), ms(stats.p95Ms, 1), ms(stats.p99Ms, 1), ms(stats.maxMs, 1), mustBeZero(stats.lost)];
}

const mustBeZero = (count: number) => `${num(count)}${count === 0 ? '' : ' (MUST BE 0)'}`;

function liveRows(scenario: LiveScenario, floorP95: number | null): string[][] {
  const name = `${scenario.label}: ${num(scenario.streams)} streams on ${scenario.instances === 1 ? '1 instance' : `${scenario.instances} instances`}`;
  const vsFloor = (stats: LatencyStats) => (stats.p95Ms == null || !floorP95 ? '–' : times(stats.p95Ms / floorP95));
  const budget = (stats: LatencyStats) => verdict(stats.p95Ms, BUDGETS.liveEventP95Ms, (value) => ms(value));
  return [
    [name, 'hold request start (≥ commit)', ...latencyCells(scenario.fromHoldStart), vsFloor(scenario.fromHoldStart), budget(scenario.fromHoldStart)],
    ...(scenario.fromHoldStartOtherInstance
      ? [['', '  streams on the other instance only', ...latencyCells(scenario.fromHoldStartOtherInstance), vsFloor(scenario.fromHoldStartOtherInstance), '']]
      : []),
    ['', 'NOTIFY at a bare listener (≈ commit)', ...latencyCells(scenario.fromBareNotify), '', budget(scenario.fromBareNotify)],
    ['', 'hold answer (after commit)', ...latencyCells(scenario.fromHoldAnswer), '', ''],
    ['', 'the NOTIFY itself: hold start → bare listener', ...latencyCells(scenario.bareNotifyFromHoldStart), vsFloor(scenario.bareNotifyFromHoldStart), ''],
  ];
}

export function formatLive(result: LiveResult): string {
  const out: string[] = [];
  const floor = result.floor;
  out.push(
    `6. LIVE  GET /api/events streams (raw node:http in a process of their own), then ${result.pieces} guests hold one piece each through REST at once ` +
      `(POST /api/guest/cart/hold, spread over the instances); every stream must hear of every piece; PostgreSQL, one database`,
  );
  out.push(
    table(
      ['scenario', 'stream receipt measured from', 'receipts', 'p50', 'p95', 'p99', 'max', 'lost', 'p95 vs floor', 'p95 ≤ 250 ms'],
      [
        ...result.scenarios.flatMap((scenario) => liveRows(scenario, floor.fromQueryStart.p95Ms)),
        [
          `floor: ${floor.listeners} bare pg LISTEN`,
          `${floor.notifications} pg_notify at once (pool ${floor.poolSize}), query start`,
          ...latencyCells(floor.fromQueryStart),
          '1.00×',
          '(floor)',
        ],
        ['', 'pg_notify answer', ...latencyCells(floor.fromAnswer), '', ''],
      ],
    ),
  );
  out.push('');
  out.push(
    table(
      ['scenario', 'streams open', 'opened in', 'RSS idle', 'RSS with streams', 'peak in drop', 'RSS / 1,000 streams', 'CPU app / viewers', 'holds 200', 'hold p50/p95', 'same, streams closed', 'ids ≠ NOTIFY', 'dup', 'resets', 'not OnHold', 'stream errors'],
      result.scenarios.map((scenario) => [
        scenario.label,
        `${num(scenario.streamsOpened)}/${num(scenario.streams)}`,
        seconds(scenario.openMs),
        scenario.rss.map((rss) => MB(rss.idleBytes)).join(' + '),
        scenario.rss.map((rss) => MB(rss.withStreamsBytes)).join(' + '),
        scenario.rss.map((rss) => MB(rss.peakDuringDropBytes)).join(' + '),
        MB(scenario.rssPerThousandStreamsBytes),
        `${scenario.cpuDuringDropMs.instances.map((value) => ms(value)).join(' + ')} / ${ms(scenario.cpuDuringDropMs.viewers)}`,
        `${scenario.holds.ok}/${scenario.pieces}`,
        `${ms(scenario.holds.p50Ms)} / ${ms(scenario.holds.p95Ms)}`,
        `${ms(scenario.holdsWithoutStreams.p50Ms)} / ${ms(scenario.holdsWithoutStreams.p95Ms)}${scenario.holdsWithoutStreams.ok === scenario.pieces ? '' : ` (${scenario.holdsWithoutStreams.ok} ok)`}`,
        mustBeZero(scenario.idsNotMatchingNotify),
        mustBeZero(scenario.duplicates),
        mustBeZero(scenario.resets),
        mustBeZero(scenario.notOnHold),
        mustBeZero(scenario.streamErrors + scenario.streamsClosedEarly),
      ]),
    ),
  );
  out.push(
    'Receipt = when the chunk carrying the event reached the viewers\' process. The commit has no readable timestamp: the hold request starts before it ' +
      '(that row is an upper bound: it also counts the hold\'s own wait), a bare listener hears its NOTIFY just after it (about the floor\'s p50 later: the best estimate, ' +
      'and the app\'s fan-out alone), the HTTP answer comes after it. The budget is met for sure when the upper bound meets it. ' +
      'CPU = used from the holds\' start until every event was in, by the app and by the viewers\' process (the load generator shares the cores). ' +
      '"Same, streams closed": as many holds again on other pieces, on the same warm instances, after the streams closed: what the open streams cost a hold.',
  );
  return out.join('\n');
}

export function formatImages(result: ImagesResult): string {
  const out: string[] = [];
  out.push(`5. IMAGES  server/images/image-variants.ts (WebP q78, effort 4) vs sharp JPEG q80 of the same size; ${result.sharp}`);
  out.push(
    table(
      ['input', 'variant', 'WebP', 'JPEG q80', 'WebP/JPEG', '≤ 75 %', 'variants/s', 'ms/upload'],
      result.inputs.flatMap((input) =>
        input.variants.map((variant, index) => [
          index === 0 ? input.label : '',
          `${variant.width}×${variant.height}`,
          kB(variant.webpBytes),
          kB(variant.jpegQ80Bytes),
          pct(variant.ratio),
          verdict(variant.ratio, BUDGETS.webpRatioOfJpeg, pct),
          index === 0 ? num(input.variantsPerSecond, 1) : '',
          index === 0 ? num(input.msPerUpload) : '',
        ]),
      ),
    ),
  );
  out.push(`WebP/JPEG: worst ${pct(result.worstRatio)}, mean ${pct(result.meanRatio)}. Inputs: ${result.inputs.map((input) => `${input.label} = ${input.source}`).join('; ')}`);
  out.push('');
  out.push('Product page LCP image: the main picture each screen downloads, from a 1600 px crop (WebP, AVIF where smaller)');
  out.push(
    table(
      ['input', 'screen', 'variant', 'bytes', `phone ≤ ${kB(BUDGETS.lcpImageBytesPhone)}`],
      result.lcp.map((image, index) => [
        index === 0 || result.lcp[index - 1]?.input !== image.input ? image.input : '',
        image.screen,
        `${image.width} ${image.format}`,
        kB(image.bytes),
        image.cssPx < 992 ? verdict(image.bytes, BUDGETS.lcpImageBytesPhone, kB) : '',
      ]),
    ),
  );
  return out.join('\n');
}

export function formatMachine(machine: Machine | null): string {
  if (!machine) return 'Machine: (could not be read)';
  const packages = Object.entries(machine.packages).map(([name, version]) => `${name} ${version}`).join(', ');
  return [
    `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB, load ${machine.loadAverage.join(' ')}, ${machine.os}`,
    `Node ${machine.node} · ${machine.postgres ?? 'PostgreSQL: not reachable'} · ${machine.pgbench ?? 'pgbench: missing'} · ${machine.chromium ?? 'Chromium: missing'}`,
    `Packages: ${packages}`,
  ].join('\n');
}

function formatPart<T>(outcome: PartOutcome<T> | undefined, title: string, format: (result: T) => string): string {
  if (!outcome) return `${title}: skipped`;
  const load = outcome.load ? `, load average ${outcome.load[0].toFixed(1)} → ${outcome.load[1].toFixed(1)} on ${os.availableParallelism()} cores` : '';
  if (!outcome.ok) return `${title}: FAILED after ${seconds(outcome.ms)}${load}\n${outcome.error}`;
  return `${format(outcome.result)}\n(${title.toLowerCase()} took ${seconds(outcome.ms)}${load})`;
}

export function formatResults(results: Results): string {
  const rule = '='.repeat(100);
  return [
    rule,
    `UKAY BENCH  ${results.startedAt}  (${seconds(results.durationMs)})`,
    formatMachine(results.machine),
    results.shop
      ? `Shop: node bench/app-server.ts (server/bootstrap.ts + createApp, NODE_ENV=production); first start with seeding ${seconds(results.shop.seedStartMs)}, ` +
        `measured process started in ${seconds(results.shop.startMs)}, RSS after start ${MB(results.shop.rssAfterStartBytes)}`
      : 'Shop: not started',
    rule,
    formatPart(results.parts.bundle, '1. Bundle', formatBundle),
    '',
    formatPart(results.parts.lighthouse, '2. Lighthouse', formatLighthouse),
    '',
    formatPart(results.parts.api, '3. API', formatApi),
    '',
    formatPart(results.parts.drop, '4. Drop', formatDrop),
    '',
    formatPart(results.parts.images, '5. Images', formatImages),
    '',
    formatPart(results.parts.live, '6. Live', formatLive),
    rule,
  ].join('\n');
}
