import { BUDGETS } from './budgets.ts';
import { describe, expect, it } from 'vitest';
import { madeUpResults, withPart } from './results-fixture.ts';
import type { Results } from './report.ts';
import { scoreRun, type Score } from './scorecard.ts';

function scoreOf(results: Results, id: string): Score {
  const score = scoreRun(results).find((candidate) => candidate.budget.id === id);
  if (!score) throw new Error(`no budget ${id}`);
  return score;
}

describe('the scorecard', () => {
  it('lists every budget of the made-up run once, met, with the live part failed', () => {
    const scores = scoreRun(madeUpResults());
    expect(new Set(scores.map((score) => score.budget.id)).size).toBe(scores.length);
    expect(scores.filter((score) => score.budget.part !== 'live').every((score) => score.state === 'met')).toBe(true);
  });

  it('meets a size budget at its limit and misses it a byte over, at the page\'s worst viewport', () => {
    const atLimit = withPart('bundle', (bundle) => {
      for (const page of bundle.pages) if (page.path === '/products' && page.viewport === 'desktop') page.js.gzip = BUDGETS.firstLoadJsGzip;
    });
    expect(scoreOf(atLimit, 'bundle.js /products')).toMatchObject({ state: 'met', figure: BUDGETS.firstLoadJsGzip, floor: 'floor 89.0 kB' });

    const over = withPart('bundle', (bundle) => {
      for (const page of bundle.pages) if (page.path === '/product/7' && page.viewport === 'desktop') page.js.gzip = BUDGETS.firstLoadJsGzip + 1;
    });
    expect(scoreOf(over, 'bundle.js /product/{id}')).toMatchObject({ state: 'missed', figure: BUDGETS.firstLoadJsGzip + 1 });
    expect(scoreOf(over, 'bundle.js /')).toMatchObject({ state: 'met', figure: 130_000 });
  });

  it('misses a ratio budget under its floor share: the catalogue at 0.59× of the floor', () => {
    const results = withPart('api', (api) => {
      const trpc = api.targets.find((target) => target.target === 'trpc');
      if (trpc) trpc.ratioOfFloor = 0.59;
    });
    expect(scoreOf(results, 'api.trpc of floor')).toMatchObject({ state: 'missed', figure: 0.59, floor: 'floor 1,000 req/s' });
    expect(scoreOf(results, 'api.rest of floor')).toMatchObject({ state: 'met', figure: 0.8 });
  });

  it('shows each catalogue path beside its own floor: tRPC\'s cards beside the card floor, REST beside the full one', () => {
    expect(scoreOf(madeUpResults(), 'api.trpc of floor')).toMatchObject({ state: 'met', figure: 0.7, floor: 'floor 1,000 req/s' });
    expect(scoreOf(madeUpResults(), 'api.rest of floor')).toMatchObject({ state: 'met', figure: 0.8, floor: 'floor 1,250 req/s' });
  });

  it('leaves a catalogue path\'s ratio unjudged when its floor answered other JSON, and judges the other', () => {
    const results = withPart('api', (api) => (api.sameJson.rest = false));
    expect(scoreOf(results, 'api.rest of floor')).toMatchObject({ state: 'failed', figure: null, reason: 'the full floor (bench/api-floor.ts) answers other JSON' });
    expect(scoreOf(results, 'api.trpc of floor')).toMatchObject({ state: 'met', figure: 0.7 });
  });

  it('reads the server\'s peak RSS under either path\'s load beside the floor process\'s', () => {
    const results = withPart('api', (api) => {
      for (const target of api.targets) if (target.target === 'full floor') target.peakRssBytes = 90 * 1024 * 1024;
    });
    expect(scoreOf(results, 'api.peak rss')).toMatchObject({ state: 'met', figure: 200 * 1024 * 1024, floor: 'floor 90 MB' });
  });

  it('reads the drop\'s holds per second against pgbench, and counts double and partial holds together', () => {
    const scores = withPart('drop', (drop) => {
      drop.race.holdsPerSecond = 300;
      drop.race.partialHolds = 1;
    });
    expect(scoreOf(scores, 'drop.holds of pgbench')).toMatchObject({ state: 'missed', figure: 0.6, floor: 'pgbench 500 tps' });
    expect(scoreOf(scores, 'drop.double or partial holds')).toMatchObject({ state: 'missed', figure: 1 });
    expect(scoreOf(scores, 'drop.5xx')).toMatchObject({ state: 'met', figure: 0 });
  });

  it('reads the drop\'s hold p95 against the time pgbench needs for as many holds as there are buyers', () => {
    // 1,000 buyers at 500 tps: PostgreSQL alone needs 2,000 ms; the budget allows 1.5× of it.
    const within = withPart('drop', (drop) => (drop.race.p95Ms = 3_000));
    expect(scoreOf(within, 'drop.hold p95 of pgbench time')).toMatchObject({ state: 'met', figure: 1.5, floor: 'pgbench 2,000 ms' });
    const over = withPart('drop', (drop) => {
      drop.race.p95Ms = 3_000;
      if (drop.pgbench) drop.pgbench.tps = 1_000;
    });
    expect(scoreOf(over, 'drop.hold p95 of pgbench time')).toMatchObject({ state: 'missed', figure: 3, floor: 'pgbench 1,000 ms' });
  });

  it('reads the pieces the bot ends with against five, one per confirmed inbox, and misses a sixth', () => {
    expect(scoreOf(madeUpResults(), 'drop.bot pieces')).toMatchObject({ state: 'met', figure: 4, floor: 'of 50' });
    expect(scoreOf(withPart('drop', (drop) => (drop.bot.piecesHeld = 5)), 'drop.bot pieces')).toMatchObject({ state: 'met', figure: 5 });
    expect(scoreOf(withPart('drop', (drop) => (drop.bot.piecesHeld = 6)), 'drop.bot pieces')).toMatchObject({ state: 'missed', figure: 6 });
  });

  it('misses when a single buyer behind the shared address is refused for the address', () => {
    expect(scoreOf(madeUpResults(), 'drop.refused for the address')).toMatchObject({ state: 'met', figure: 0, floor: '500 on one' });
    const refused = withPart('drop', (drop) => (drop.sharedAddress.refusedForAddress = 1));
    expect(scoreOf(refused, 'drop.refused for the address')).toMatchObject({ state: 'missed', figure: 1 });
  });

  it('says why a figure is missing when its floor failed: holds/s and hold p95 without pgbench', () => {
    const results = withPart('drop', (drop) => {
      drop.pgbench = null;
      drop.pgbenchError = 'pgbench: command not found\nmore';
    });
    expect(scoreOf(results, 'drop.holds of pgbench')).toMatchObject({ state: 'failed', figure: null, reason: 'pgbench: pgbench: command not found' });
    expect(scoreOf(results, 'drop.hold p95 of pgbench time')).toMatchObject({ state: 'failed', figure: null, reason: 'pgbench: pgbench: command not found' });
  });

  it('leaves a worst-page figure unmeasured when one page\'s Lighthouse run failed, rather than reading the others', () => {
    const results = withPart('lighthouse', (lighthouse) => {
      const products = lighthouse.pages[1];
      if (products) products.median = { ...products.median, score: null, lcpMs: null, error: 'Chrome crashed\n    at stack' };
    });
    expect(scoreOf(results, 'lighthouse.performance /products')).toMatchObject({ state: 'failed', reason: 'Chrome crashed' });
    expect(scoreOf(results, 'lighthouse.lcp')).toMatchObject({ state: 'failed', reason: 'not measured' });
    expect(scoreOf(results, 'lighthouse.performance /')).toMatchObject({ state: 'met', figure: 99, floor: 'static 100' });
  });

  it('misses a page that is more than 2 points under the static floor, and a Lighthouse run that waited out its time-out', () => {
    const results = withPart('lighthouse', (lighthouse) => {
      const home = lighthouse.pages[0];
      if (home) home.median = { ...home.median, score: 97 };
      const products = lighthouse.pages[1];
      if (products) products.runs = [...products.runs, { ...products.median, durationMs: 65_000 }];
    });
    expect(scoreOf(results, 'lighthouse.points under floor')).toMatchObject({ state: 'missed', figure: 3, floor: 'static 100' });
    expect(scoreOf(results, 'lighthouse.longest run')).toMatchObject({ state: 'missed', figure: 65_000 });
    expect(scoreOf(madeUpResults(), 'lighthouse.longest run')).toMatchObject({ state: 'met', figure: 12_000 });
  });

  it('reads the receipts\' last one from the burst\'s start beside the floor, and says what is missing when any is', () => {
    expect(scoreOf(madeUpResults(), 'receipts.all sent')).toMatchObject({ state: 'met', figure: 25_000, floor: 'floor 12.40 s' });
    const slow = withPart('receipts', (receipts) => (receipts.receipts.lastMs = 60_001));
    expect(scoreOf(slow, 'receipts.all sent')).toMatchObject({ state: 'missed', figure: 60_001 });
    const unsent = withPart('receipts', (receipts) => (receipts.receipts = { ...receipts.receipts, received: 97, lastMs: null }));
    expect(scoreOf(unsent, 'receipts.all sent')).toMatchObject({ state: 'failed', figure: null, reason: '97 of 100 receipts sent' });
    const refused = withPart('receipts', (receipts) => (receipts.placing.placed = 98));
    expect(scoreOf(refused, 'receipts.all sent')).toMatchObject({ state: 'failed', figure: null, reason: '98 of 100 orders placed' });
  });

  it('marks the budgets of a part that did not run as not run, and of a failed part with its first error line', () => {
    const results = madeUpResults();
    delete results.parts.images;
    expect(scoreOf(results, 'images.webp of jpeg')).toMatchObject({ state: 'not run', figure: null });
    expect(scoreOf(results, 'live.p95 from commit')).toMatchObject({ state: 'failed', reason: 'The shop did not start: boom' });
  });
});
