/** Part 1, 2 and 5 of a run's report: what a shopper's browser downloads, how the pages score, the pictures they show. */
import { BUDGETS, DESIGN_FLOOR_JS_GZIP } from './budgets.ts';
import { bundleBudgetLines } from './bundle-budgets.ts';
import type { ForbiddenHit } from './build-index.ts';
import type { BundleResult } from './bundle.ts';
import { kB, ms, num, pct, seconds, table, times, verdict } from './format.ts';
import type { ImagesResult } from './images.ts';
import type { LighthousePage, LighthouseResult, LighthouseRun } from './lighthouse.ts';

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
      ['page', 'viewport', 'JS gzip', 'files', 'JS raw', 'CSS gzip', 'JS+CSS on the wire', 'all bytes', 'JS vs floor', 'JS ≤ 151 kB', 'CSS ≤ 35 kB'],
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

function lighthouseRow(label: string, page: LighthousePage, floor: LighthouseRun, isFloor: boolean): string[] {
  const run = page.median;
  const longest = Math.max(...page.runs.map((each) => each.durationMs ?? 0));
  const problems = isFloor
    ? []
    : [
        run.score != null && run.score < BUDGETS.lighthouseScore ? `score ${run.score} < ${BUDGETS.lighthouseScore}` : '',
        run.score != null && floor.score != null && floor.score - run.score > BUDGETS.lighthousePointsUnderFloor
          ? `${floor.score - run.score} points under the floor`
          : '',
        longest > BUDGETS.lighthouseRunMs ? `a run took ${seconds(longest)}` : '',
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
    seconds(longest),
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
      [
        'page',
        'score',
        'accessibility',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'bytes',
        'LCP vs floor',
        'longest run',
        `budget ≥${BUDGETS.lighthouseScore} and ≤${BUDGETS.lighthousePointsUnderFloor} under the floor, a11y 100, LCP ≤${seconds(BUDGETS.lcpMs)}, ` +
          `TBT ≤${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls}, each run ≤${seconds(BUDGETS.lighthouseRunMs)}`,
      ],
      [
        ...result.pages.map((page) => lighthouseRow(page.label, page, result.floor.median, false)),
        lighthouseRow('floor: static HTML, same hero + CSS', result.floor, result.floor.median, true),
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
