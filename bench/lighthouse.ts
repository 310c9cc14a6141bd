/**
 * Part 2, Lighthouse: the `lighthouse` CLI (a child process) driving Debian's Chromium with its
 * mobile defaults (simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown) on the seeded shop, beside a
 * static floor page that has the same hero image and CSS, served by the same shop server. Each run
 * scores performance and accessibility together (accessibility does not depend on the machine).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.ts';
import { median } from './format.ts';
import { ROOT, run } from './processes.ts';

export const FLOOR_PAGE = '/bench-floor.html';

export type LighthouseRun = {
  score: number | null;
  /** The accessibility category's score (0–100), from the same run. */
  accessibilityScore: number | null;
  /** Audits of that category that failed, by id: what keeps the score under 100. */
  accessibilityFailures: string[];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  totalBytes: number | null;
  lcpElement: string | null;
  /** The run's wall time, Chromium's start to the report: a page that never looks loaded makes it long. */
  durationMs: number | null;
  warnings: string[];
  error?: string;
};

export type LighthousePage = { label: string; path: string; runs: LighthouseRun[]; median: LighthouseRun };

export type LighthouseResult = {
  version: string;
  runsPerPage: number;
  benchmarkIndex: number | null;
  pages: LighthousePage[];
  floor: LighthousePage;
};

type LhrItem = { node?: { snippet?: string }; items?: LhrItem[] };

type Lhr = {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: {
    performance?: { score: number | null };
    accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: LhrItem[] } } | undefined>;
};

/**
 * The floor for Lighthouse: no JavaScript at all, just the shop's CSS and the first mobile hero slide
 * the home page shows (same variants, same srcset), so the difference is what the app adds.
 */
export async function writeFloorPage(options: { shopUrl: string; clientDir: string; cssFiles: string[] }): Promise<void> {
  const response = await fetch(`${options.shopUrl}/api/hero-carousel`);
  const body = (await response.json()) as { carousels: { view_type: string; image_key: string | null; image_url: string | null; title: string | null }[] };
  const slide = body.carousels.find((item) => item.view_type === 'mobile' && item.image_key);
  if (!slide?.image_key || !slide.image_url) throw new Error('The seeded shop has no mobile hero slide');
  const srcset = [540, 1080].map((width) => `/media/${slide.image_key}-${width}.webp ${width}w`).join(', ');
  const css = options.cssFiles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n    ');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Floor: static page, same hero and CSS</title>
    ${css}
  </head>
  <body>
    <main>
      <div class="hero-slide" style="aspect-ratio: 3 / 4">
        <img src="${slide.image_url}" srcset="${srcset}" sizes="100vw" alt="${slide.title ?? ''}" fetchpriority="high" />
      </div>
      <h2>New Drops</h2>
      <p>Just in, one of each. Snag it before someone else does.</p>
    </main>
  </body>
</html>
`;
  await writeFile(path.join(options.clientDir, FLOOR_PAGE.slice(1)), html);
}

function lcpSnippet(items: LhrItem[] | undefined): string | null {
  for (const item of items ?? []) {
    const snippet = item.node?.snippet ?? lcpSnippet(item.items);
    if (snippet) return snippet.slice(0, 160);
  }
  return null;
}

async function lighthouseOnce(url: string, workDir: string, index: number): Promise<{ run: LighthouseRun; lhr: Lhr | null }> {
  const output = path.join(workDir, `lighthouse-${index}.json`);
  const started = performance.now();
  try {
    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility',
        '--quiet',
        '--max-wait-for-load=60000',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, timeoutMs: 180_000 },
    );
    const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    const accessibility = lhr.categories.accessibility;
    return {
      lhr,
      run: {
        score: score == null ? null : Math.round(score * 100),
        accessibilityScore: accessibility?.score == null ? null : Math.round(accessibility.score * 100),
        // Weighted audits only: the others are manual checks or not applicable, never failures.
        accessibilityFailures: (accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcpMs: value('first-contentful-paint'),
        speedIndexMs: value('speed-index'),
        totalBytes: value('total-byte-weight'),
        // A list whose first table names the element (Lighthouse 12).
        lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']?.details?.items),
        durationMs: Math.round(performance.now() - started),
        warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
        ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { lhr: null, run: { ...NO_RUN, durationMs: Math.round(performance.now() - started), error: message.slice(0, 2000) } };
  }
}

const NO_RUN: LighthouseRun = {
  score: null,
  accessibilityScore: null,
  accessibilityFailures: [],
  lcpMs: null,
  tbtMs: null,
  cls: null,
  fcpMs: null,
  speedIndexMs: null,
  totalBytes: null,
  lcpElement: null,
  durationMs: null,
  warnings: [],
};

/** The run with the median score (Lighthouse's own advice for several runs), so its numbers belong together. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const scored = runs.filter((item) => item.score !== null);
  const middle = median(scored.map((item) => item.score ?? 0));
  return scored.find((item) => item.score === middle) ?? runs[0] ?? NO_RUN;
}

export async function measureLighthouse(options: {
  shopUrl: string;
  productId: number;
  workDir: string;
  runsPerPage: number;
}): Promise<LighthouseResult> {
  const targets = [
    { label: '/', path: '/' },
    { label: '/products', path: '/products' },
    { label: '/product/{id}', path: `/product/${options.productId}` },
    { label: 'floor (static)', path: FLOOR_PAGE },
  ];
  let version = '';
  let benchmarkIndex: number | null = null;
  let counter = 0;
  const measured: LighthousePage[] = [];
  for (const target of targets) {
    const runs: LighthouseRun[] = [];
    for (let attempt = 0; attempt < options.runsPerPage; attempt++) {
      let { run: result, lhr } = await lighthouseOnce(options.shopUrl + target.path, options.workDir, counter++);
      // Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, NO_FCP…): run it again.
      // Once: a page that fails twice is reported as failed.
      if (result.error) {
        const failed = result.error;
        ({ run: result, lhr } = await lighthouseOnce(options.shopUrl + target.path, options.workDir, counter++));
        result = { ...result, warnings: [`run again after: ${failed.split('\n').at(-2) ?? failed}`, ...result.warnings] };
      }
      if (lhr) {
        version = lhr.lighthouseVersion;
        benchmarkIndex = lhr.environment?.benchmarkIndex ?? benchmarkIndex;
      }
      runs.push(result);
    }
    measured.push({ ...target, runs, median: medianRun(runs) });
  }
  const floor = measured.pop();
  if (!floor) throw new Error('unreachable');
  return { version, runsPerPage: options.runsPerPage, benchmarkIndex, pages: measured, floor };
}
