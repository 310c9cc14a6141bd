/**
 * Every budget of design.md §5 (limits in budgets.ts) as one line of the run's summary: the figure
 * read off a part's result, the floor measured beside it, met or missed. An `id` is the figure's key
 * in bench/history/runs.jsonl: renaming one starts its history afresh.
 */
import { FLOOR_OF, type ApiTarget, type AppPath } from './api.ts';
import { BUDGETS } from './budgets.ts';
import { bundleBudgetLines } from './bundle-budgets.ts';
import { pgbenchTimeMs } from './drop.ts';
import { kB, MB, ms, num, pct, times } from './format.ts';
import type { LighthousePage, LighthouseResult, LighthouseRun } from './lighthouse.ts';
import type { PartOutcome, Results } from './report.ts';

export type PartName = keyof Results['parts'];
export type PartResult<P extends PartName> = NonNullable<Results['parts'][P]> extends PartOutcome<infer T> ? T : never;

/** What a budget reads off its part's result; `reason` says why the figure is missing, if it is. */
type Reading = { figure: number | null; floor?: string; reason?: string };

export type Budget = {
  id: string;
  part: PartName;
  name: string;
  limit: number;
  /** 'max': met at or under the limit; 'min': met at or over it. */
  kind: 'max' | 'min';
  format: (value: number) => string;
  /** How much worse than the median of earlier runs a figure may be, relative to it, and still be noise. */
  noise: number;
  read: (results: Results) => { state: 'not run' } | { state: 'failed'; reason: string } | { state: 'read'; reading: Reading };
};

export type Score = {
  budget: Budget;
  state: 'met' | 'missed' | 'not run' | 'failed';
  figure: number | null;
  floor: string;
  /** Why a part failed or a figure is missing. */
  reason: string;
};

/**
 * Sizes and encodings are deterministic; timings on this shared machine are not. Who wins a piece is
 * the race's luck: the bot's pieces may move by one or two between runs within their budget.
 */
const NOISE = { deterministic: 0.02, score: 0.05, timing: 0.15, count: 0, race: 0.5 } as const;

const firstLine = (text: string) => text.split('\n')[0] ?? '';

function budget<P extends PartName>(part: P, fields: Omit<Budget, 'part' | 'read'> & { read: (result: PartResult<P>) => Reading }): Budget {
  return {
    ...fields,
    part,
    read: (results) => {
      const outcome = results.parts[part] as PartOutcome<PartResult<P>> | undefined;
      if (!outcome) return { state: 'not run' };
      if (!outcome.ok) return { state: 'failed', reason: firstLine(outcome.error) };
      return { state: 'read', reading: fields.read(outcome.result) };
    },
  };
}

/** The worst of several figures, or null when any is missing (a failed page must not hide behind the others). */
function worst(values: (number | null)[], kind: Budget['kind']): number | null {
  if (values.length === 0 || values.some((value) => value == null)) return null;
  const known = values as number[];
  return kind === 'max' ? Math.max(...known) : Math.min(...known);
}

const count = (value: number) => num(value);
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const PAGES = ['/', '/products', '/product/{id}'] as const;

const firstLoadJs = (page: string) =>
  budget('bundle', {
    id: `bundle.js ${page}`,
    name: `first-load JS ${page}`,
    limit: BUDGETS.firstLoadJsGzip,
    kind: 'max',
    format: kB,
    noise: NOISE.deterministic,
    read: (result) => ({
      figure: bundleBudgetLines(result).lines.find((line) => line.kind === 'js' && line.subject === page)?.value ?? null,
      floor: `floor ${kB(result.floor.js.gzip)}`,
    }),
  });

const lighthouseScore = (page: string) =>
  budget('lighthouse', {
    id: `lighthouse.performance ${page}`,
    name: `performance ${page}`,
    limit: BUDGETS.lighthouseScore,
    kind: 'min',
    format: count,
    noise: NOISE.score,
    read: (result) => {
      const run = result.pages.find((candidate) => candidate.label === page)?.median;
      return { figure: run?.score ?? null, floor: `static ${num(result.floor.median.score)}`, reason: run?.error && firstLine(run.error) };
    },
  });

/** A Lighthouse metric at its worst over the three pages, beside the static floor page's. */
function lighthouseWorst(
  fields: Omit<Budget, 'part' | 'read' | 'kind'> & { kind?: Budget['kind']; pick: (run: LighthouseRun) => number | null },
): Budget {
  const { pick, kind = 'max', ...rest } = fields;
  return budget('lighthouse', {
    ...rest,
    kind,
    read: (result: LighthouseResult) => {
      const floor = pick(result.floor.median);
      return { figure: worst(result.pages.map((page) => pick(page.median)), kind), floor: floor == null ? '' : `static ${rest.format(floor)}` };
    },
  });
}

/** A count of the drop that must stay at 0: any at all is a broken rule, never noise. */
const dropMustBeZero = (id: string, name: string, read: (result: PartResult<'drop'>) => Reading) =>
  budget('drop', { id, name, limit: 0, kind: 'max', format: count, noise: NOISE.count, read });

const apiRatio = (target: AppPath, name: string) =>
  budget('api', {
    id: `api.${target} of floor`,
    name,
    limit: BUDGETS.apiRatioOfFloor,
    kind: 'min',
    format: times,
    noise: NOISE.timing,
    read: (result) => {
      const floor = `floor ${num(result.targets.find((candidate) => candidate.target === FLOOR_OF[target])?.requestsPerSecond)} req/s`;
      // A floor that answers other JSON does other work: its ratio says nothing of the budget.
      if (!result.sameJson[target]) return { figure: null, floor, reason: `the ${FLOOR_OF[target]} (bench/api-floor.ts) answers other JSON` };
      return { figure: result.targets.find((candidate) => candidate.target === target)?.ratioOfFloor ?? null, floor };
    },
  });

export const SCORECARD: Budget[] = [
  ...PAGES.map(firstLoadJs),
  budget('bundle', {
    id: 'bundle.css worst page',
    name: 'first-load CSS, worst page',
    limit: BUDGETS.firstLoadCssGzip,
    kind: 'max',
    format: kB,
    noise: NOISE.deterministic,
    read: (result) => ({ figure: worst(bundleBudgetLines(result).lines.filter((line) => line.kind === 'css').map((line) => line.value), 'max') }),
  }),
  budget('bundle', {
    id: 'bundle.largest lazy chunk',
    name: 'largest lazy route chunk',
    limit: BUDGETS.lazyRouteChunkGzip,
    kind: 'max',
    format: kB,
    noise: NOISE.deterministic,
    read: (result) => ({ figure: worst(bundleBudgetLines(result).lines.filter((line) => line.kind === 'chunk').map((line) => line.value), 'max') }),
  }),
  budget('bundle', {
    id: 'bundle.admin modules',
    name: 'admin code for shoppers',
    limit: 0,
    kind: 'max',
    format: (value) => `${num(value)} mod.`,
    noise: NOISE.count,
    read: (result) => ({ figure: new Set(bundleBudgetLines(result).forbidden.map((hit) => `${hit.kind} ${hit.module}`)).size }),
  }),
  ...PAGES.map(lighthouseScore),
  lighthouseWorst({
    id: 'lighthouse.accessibility',
    name: 'accessibility, worst page',
    limit: BUDGETS.lighthouseAccessibilityScore,
    kind: 'min',
    format: count,
    noise: NOISE.deterministic,
    pick: (run) => run.accessibilityScore,
  }),
  budget('lighthouse', {
    id: 'lighthouse.points under floor',
    name: 'performance under the static floor, worst page',
    limit: BUDGETS.lighthousePointsUnderFloor,
    kind: 'max',
    format: count,
    noise: NOISE.score,
    read: (result) => {
      const floor = result.floor.median.score;
      const lowest = worst(result.pages.map((page) => page.median.score), 'min');
      return { figure: floor == null || lowest == null ? null : floor - lowest, floor: `static ${num(floor)}` };
    },
  }),
  lighthouseWorst({ id: 'lighthouse.lcp', name: 'LCP, worst page', limit: BUDGETS.lcpMs, format: seconds, noise: NOISE.timing, pick: (run) => run.lcpMs }),
  lighthouseWorst({ id: 'lighthouse.tbt', name: 'TBT, worst page', limit: BUDGETS.tbtMs, format: (value) => ms(value), noise: NOISE.timing, pick: (run) => run.tbtMs }),
  lighthouseWorst({ id: 'lighthouse.cls', name: 'CLS, worst page', limit: BUDGETS.cls, format: (value) => value.toFixed(3), noise: NOISE.timing, pick: (run) => run.cls }),
  budget('lighthouse', {
    id: 'lighthouse.longest run',
    name: 'Lighthouse run, longest',
    limit: BUDGETS.lighthouseRunMs,
    kind: 'max',
    format: seconds,
    noise: NOISE.timing,
    read: (result) => {
      const longest = (page: LighthousePage) => worst(page.runs.map((run) => run.durationMs), 'max');
      return { figure: worst(result.pages.map(longest), 'max'), floor: `static ${seconds(longest(result.floor) ?? 0)}` };
    },
  }),
  apiRatio('trpc', 'catalogue tRPC vs floor'),
  apiRatio('rest', 'catalogue REST vs floor'),
  budget('api', {
    id: 'api.peak rss',
    name: 'server RSS under API load',
    limit: BUDGETS.serverRssBytes,
    kind: 'max',
    format: MB,
    noise: NOISE.timing,
    read: (result) => {
      const peak = (target: ApiTarget) => result.targets.find((candidate) => candidate.target === target)?.peakRssBytes ?? null;
      // Both floors are one process (api-floor.ts): its peak under either load.
      const floor = Math.max(peak(FLOOR_OF.trpc) ?? 0, peak(FLOOR_OF.rest) ?? 0) || null;
      return { figure: worst([peak('trpc'), peak('rest')], 'max'), floor: `floor ${MB(floor)}` };
    },
  }),
  budget('drop', {
    id: 'drop.hold p95 of pgbench time',
    name: 'drop: hold p95 vs pgbench',
    limit: BUDGETS.holdP95OfPgbenchTime,
    kind: 'max',
    format: times,
    noise: NOISE.timing,
    read: (result) => {
      const floorMs = pgbenchTimeMs(result);
      if (floorMs === null) return { figure: null, reason: `pgbench: ${firstLine(result.pgbenchError ?? 'no tps')}` };
      const p95 = result.race.p95Ms;
      return { figure: p95 === null ? null : p95 / floorMs, floor: `pgbench ${num(floorMs)} ms` };
    },
  }),
  budget('drop', {
    id: 'drop.holds of pgbench',
    name: 'drop: holds/s vs pgbench',
    limit: BUDGETS.holdsRatioOfPgbench,
    kind: 'min',
    format: times,
    noise: NOISE.timing,
    read: (result) => {
      const tps = result.pgbench?.tps;
      if (!tps) return { figure: null, reason: `pgbench: ${firstLine(result.pgbenchError ?? 'no tps')}` };
      return { figure: result.race.holdsPerSecond / tps, floor: `pgbench ${num(tps)} tps` };
    },
  }),
  dropMustBeZero('drop.double or partial holds', 'drop: double/partial holds', (result) => ({ figure: result.race.doubleHolds + result.race.partialHolds })),
  dropMustBeZero('drop.5xx', 'drop: 5xx answers', (result) => ({ figure: result.race.serverErrors })),
  budget('drop', {
    id: 'drop.bot pieces',
    name: "drop: the bot's pieces",
    limit: BUDGETS.botPiecesInOpening,
    kind: 'max',
    format: count,
    noise: NOISE.race,
    read: (result) => ({ figure: result.bot.piecesHeld, floor: `of ${num(result.pieces)}` }),
  }),
  // Decision 025: the buyers behind one address are counted by their accounts, never by the address.
  dropMustBeZero('drop.refused for the address', 'drop: refused for address', (result) => ({
    figure: result.sharedAddress.refusedForAddress,
    floor: `${num(result.sharedAddress.buyers)} on one`,
  })),
  budget('images', {
    id: 'images.webp of jpeg',
    name: 'WebP / JPEG q80, worst',
    limit: BUDGETS.webpRatioOfJpeg,
    kind: 'max',
    format: pct,
    noise: NOISE.deterministic,
    read: (result) => ({ figure: result.worstRatio, floor: `mean ${pct(result.meanRatio)}` }),
  }),
  budget('images', {
    id: 'images.lcp image phone',
    name: 'product LCP image, phone',
    limit: BUDGETS.lcpImageBytesPhone,
    kind: 'max',
    format: kB,
    noise: NOISE.deterministic,
    // Screens under 992 CSS px are phones (report.ts budgets the same ones).
    read: (result) => ({ figure: worst(result.lcp.filter((image) => image.cssPx < 992).map((image) => image.bytes), 'max') }),
  }),
  budget('live', {
    id: 'live.p95 from commit',
    name: 'live: p95 commit → stream',
    limit: BUDGETS.liveEventP95Ms,
    kind: 'max',
    format: (value) => ms(value),
    noise: NOISE.timing,
    // From a bare listener's receipt of the hold's NOTIFY: the best estimate of the commit (README).
    read: (result) => ({
      figure: worst(result.scenarios.map((scenario) => scenario.fromBareNotify.p95Ms), 'max'),
      floor: `LISTEN ${ms(result.floor.fromQueryStart.p95Ms)}`,
    }),
  }),
  budget('live', {
    id: 'live.lost',
    name: 'live: events lost',
    limit: 0,
    kind: 'max',
    format: count,
    noise: NOISE.count,
    read: (result) => ({ figure: result.scenarios.reduce((sum, scenario) => sum + scenario.fromHoldStart.lost, 0) }),
  }),
  budget('receipts', {
    id: 'receipts.all sent',
    name: 'receipts: a 100-order drop',
    limit: BUDGETS.receiptsAllSentMs,
    kind: 'max',
    format: seconds,
    noise: NOISE.timing,
    // From the burst's start to the SMTP server's acceptance of the last receipt (receipts.ts).
    read: (result) => {
      const floor = result.floor.lastReceiptMs === null ? '' : `floor ${seconds(result.floor.lastReceiptMs)}`;
      if (result.placing.placed < result.orders) return { figure: null, floor, reason: `${result.placing.placed} of ${result.orders} orders placed` };
      return { figure: result.receipts.lastMs, floor, reason: `${result.receipts.received} of ${result.orders} receipts sent` };
    },
  }),
];

export function isMet(budget: Budget, figure: number): boolean {
  return budget.kind === 'max' ? figure <= budget.limit : figure >= budget.limit;
}

export function scoreRun(results: Results): Score[] {
  return SCORECARD.map((budget) => {
    const outcome = budget.read(results);
    if (outcome.state === 'not run') return { budget, state: 'not run', figure: null, floor: '', reason: '' };
    if (outcome.state === 'failed') return { budget, state: 'failed', figure: null, floor: '', reason: outcome.reason };
    const { figure, floor = '', reason } = outcome.reading;
    if (figure == null) return { budget, state: 'failed', figure, floor, reason: reason || 'not measured' };
    return { budget, state: isMet(budget, figure) ? 'met' : 'missed', figure, floor, reason: '' };
  });
}
