import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets.ts';
import { kB } from './format.ts';
import { historyLine, type HistoryLine } from './history.ts';
import type { Results } from './report.ts';
import { DEFAULT_OPTIONS, madeUpResults, withPart } from './results-fixture.ts';
import { SCORECARD, scoreRun } from './scorecard.ts';
import { SUMMARY_HEIGHT, SUMMARY_WIDTH, formatSummary } from './summary.ts';

const MACHINE: HistoryLine['machine'] = { cpus: 2, memoryBytes: 8 * 1024 ** 3, cpuModel: 'Test CPU', node: 'v24.0.0' };

function summaryOf(results: Results, earlier: HistoryLine[] = []): string[] {
  const scores = scoreRun(results);
  const line = historyLine({ results, scores, commit: { hash: 'c9ffdc0', dirty: false }, machine: MACHINE });
  return formatSummary({ line, scores, earlier, defaults: DEFAULT_OPTIONS }).split('\n');
}

const lineNamed = (lines: string[], name: string) => lines.find((line) => line.slice(2).startsWith(name)) ?? `(no line for ${name})`;

describe('the summary', () => {
  it('fits one screen, every budget on a line of its own', () => {
    const results = withPart('drop', (drop) => {
      drop.pgbench = null;
      drop.pgbenchError = `pgbench: ${'a very long reason '.repeat(20)}`;
    });
    const lines = summaryOf(results);
    expect(lines.length).toBeLessThanOrEqual(SUMMARY_HEIGHT);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(SUMMARY_WIDTH);
    expect(lines.filter((line) => /^[✓✗!·] /.test(line))).toHaveLength(SCORECARD.length);
  });

  it('marks each budget met, missed, not run or failed, beside its limit and floor', () => {
    const results = withPart('drop', (drop) => (drop.race.p95Ms = 4_120));
    delete results.parts.images;
    const lines = summaryOf(results);
    expect(lineNamed(lines, 'first-load JS /products')).toMatch(new RegExp(`^✓ first-load JS /products +130\\.0 kB +≤ ${kB(BUDGETS.firstLoadJsGzip).replace('.', '\\.')} +floor 89\\.0 kB +no earlier run$`));
    // 1,000 buyers at pgbench's 500 tps: 2,000 ms for PostgreSQL alone.
    expect(lineNamed(lines, 'drop: hold p95 vs pgbench')).toMatch(/^✗ drop: hold p95 vs pgbench +2\.06× +≤ 1\.50× +pgbench 2,000 ms/);
    expect(lineNamed(lines, 'catalogue tRPC vs floor')).toMatch(/^✓ .* 0\.70× +≥ 0\.60× +floor 1,000 req\/s/);
    expect(lineNamed(lines, 'WebP / JPEG q80, worst')).toMatch(/^· WebP \/ JPEG q80, worst +not run$/);
    expect(lineNamed(lines, 'live: p95 commit → stream')).toMatch(/^! live: p95 commit → stream +failed: The shop did not start: boom$/);
    expect(lineNamed(lines, "drop: the bot's pieces")).toMatch(/^✓ drop: the bot's pieces +4 +≤ 5 +of 50 +no earlier run$/);
    expect(lineNamed(lines, 'drop: refused for address')).toMatch(/^✓ drop: refused for address +0 +≤ 0 +500 on one +no earlier run$/);
    expect(lineNamed(lines, 'receipts: a 100-order drop')).toMatch(/^✓ receipts: a 100-order drop +25\.00 s +≤ 60\.00 s +floor 12\.40 s +no earlier run$/);
    expect(lines.at(-1)).toBe('24 met, 1 missed, 2 failed, 2 not run; 0 WORSE than before (0 earlier runs like this one)');
  });

  it('shows the median of the last comparable runs and flags a figure worse beyond the noise', () => {
    const earlierResults = withPart('drop', (drop) => (drop.race.p95Ms = 2_000));
    const earlier = [0, 1, 2].map(() => historyLine({ results: earlierResults, scores: scoreRun(earlierResults), commit: null, machine: MACHINE }));
    const lines = summaryOf(madeUpResults(), earlier);
    expect(lineNamed(lines, 'drop: hold p95 vs pgbench')).toMatch(/1\.25× .* 1\.00× ×3 \+25 % WORSE$/);
    expect(lineNamed(lines, 'drop: holds/s vs pgbench')).toMatch(/0\.80× ×3$/);
    expect(lineNamed(lines, 'drop: 5xx answers')).toMatch(/0 ×3$/);
    expect(lines.at(-1)).toMatch(/; 1 WORSE than before \(3 earlier runs like this one\)$/);
  });

  it('names only the options that differ from the defaults, as flags to repeat the run', () => {
    const results = madeUpResults();
    results.options = { ...DEFAULT_OPTIONS, only: 'api', apiSeconds: 3 };
    expect(summaryOf(results)[1]).toBe('options: --only=api --api-seconds=3');
    expect(summaryOf(madeUpResults())[1]).toBe('options: the defaults');
  });

  it('gives the load average before and after each part that ran, on a second line when the first is full', () => {
    const results = madeUpResults();
    for (const outcome of Object.values(results.parts)) if (outcome) outcome.load = [12.25, 14.5];
    const lines = summaryOf(results);
    const first = lines.findIndex((line) => line.startsWith('load average before→after: '));
    expect(lines.slice(first, first + 2)).toEqual([
      'load average before→after: bundle 12.3→14.5, lighthouse 12.3→14.5, api 12.3→14.5, drop 12.3→14.5,',
      '  images 12.3→14.5, live 12.3→14.5, receipts 12.3→14.5',
    ]);
  });
});
