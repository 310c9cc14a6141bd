import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendHistory, comparableRuns, historyLine, parseHistory, readHistory, trendOf, type HistoryLine } from './history.ts';
import { madeUpResults, withPart } from './results-fixture.ts';
import { SCORECARD, scoreRun, type Budget } from './scorecard.ts';

const MACHINE: HistoryLine['machine'] = { cpus: 2, memoryBytes: 8 * 1024 ** 3, cpuModel: 'Test CPU', node: 'v24.0.0' };

function lineOf(results = madeUpResults()): HistoryLine {
  return historyLine({ results, scores: scoreRun(results), commit: { hash: 'c9ffdc0', dirty: true }, machine: MACHINE });
}

function budget(id: string): Budget {
  const found = SCORECARD.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no budget ${id}`);
  return found;
}

/** Earlier runs with these figures for one budget, oldest first. */
const runsWith = (id: string, figures: number[]) => figures.map((figure) => ({ ...lineOf(), figures: { [id]: figure } }));

describe('a history line', () => {
  let folder = '';
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('reads back from the file exactly as it was appended, one line per run', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bench-history-'));
    const file = path.join(folder, 'history', 'runs.jsonl');
    const first = lineOf();
    const second = lineOf(withPart('drop', (drop) => (drop.race.p95Ms = 2_800)));
    await appendHistory(file, first);
    await appendHistory(file, second);
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(2);
    expect(await readHistory(file)).toEqual([first, second]);
  });

  it('reads a missing history file as no runs', async () => {
    expect(await readHistory(path.join(os.tmpdir(), 'no-such-bench-history', 'runs.jsonl'))).toEqual([]);
  });

  it('keeps each budget\'s figure, each part\'s load before and after, and only the first line of a failure', () => {
    const line = lineOf();
    expect(line.figures['drop.hold p95 of pgbench time']).toBe(1.25);
    expect(line.figures['api.trpc of floor']).toBe(0.7);
    expect(line.figures).not.toHaveProperty('live.p95 from commit');
    expect(line.parts.api).toEqual({ ok: true, ms: 80_000, load: [1.2, 1.8] });
    expect(line.parts.live).toEqual({ ok: false, ms: 5_000, load: [2, 2.5], error: 'The shop did not start: boom' });
    expect(line).toMatchObject({ format: 1, at: '2025-06-01T10:00:00.000Z', commit: { hash: 'c9ffdc0', dirty: true }, machine: MACHINE });
  });

  it('stores a ratio to six significant digits', () => {
    const line = lineOf(withPart('drop', (drop) => (drop.race.holdsPerSecond = 1_000 / 3)));
    expect(line.figures['drop.holds of pgbench']).toBe(0.666667);
  });

  it('skips lines that do not parse or are of another format, keeping the rest', () => {
    const good = lineOf();
    const text = [JSON.stringify(good), '{"format":1,"at":', JSON.stringify({ ...good, format: 2 }), '', JSON.stringify(good)].join('\n');
    expect(parseHistory(text)).toEqual([good, good]);
  });
});

describe('comparable runs', () => {
  it('are the runs with the same options on a machine with as many cores and as much memory', () => {
    const line = lineOf();
    const same = { ...lineOf(), at: '2025-05-01T10:00:00.000Z', commit: null };
    const otherParts = { ...lineOf(), options: { ...line.options, only: 'bundle,images' } };
    const otherSeconds = { ...lineOf(), options: { ...line.options, apiSeconds: 3 } };
    const biggerMachine = { ...lineOf(), machine: { ...MACHINE, cpus: 8 } };
    const otherNode = { ...lineOf(), machine: { ...MACHINE, node: 'v24.1.0', memoryBytes: MACHINE.memoryBytes - 1_000 } };
    expect(comparableRuns([same, otherParts, otherSeconds, biggerMachine, otherNode], line)).toEqual([same, otherNode]);
  });
});

describe('a trend against the last runs', () => {
  it('flags a timing more than 15 % worse than the median of the last runs, and not one within it', () => {
    const earlier = runsWith('drop.hold p95 of pgbench time', [200, 210, 190]);
    expect(trendOf(budget('drop.hold p95 of pgbench time'), 240, earlier)).toEqual({ median: 200, runs: 3, change: 0.2, regression: true });
    expect(trendOf(budget('drop.hold p95 of pgbench time'), 229, earlier)).toMatchObject({ regression: false });
    expect(trendOf(budget('drop.hold p95 of pgbench time'), 120, earlier)).toMatchObject({ change: -0.4, regression: false });
  });

  it('flags a figure that must stay high when it falls, not when it rises', () => {
    const earlier = runsWith('api.trpc of floor', [0.8, 0.8, 0.8]);
    expect(trendOf(budget('api.trpc of floor'), 0.65, earlier)).toMatchObject({ regression: true });
    expect(trendOf(budget('api.trpc of floor'), 1.2, earlier)).toMatchObject({ regression: false });
  });

  it('flags a bundle 3 % bigger: sizes are deterministic, so their noise is 2 %', () => {
    const earlier = runsWith('bundle.js /', [100_000]);
    expect(trendOf(budget('bundle.js /'), 103_000, earlier)).toMatchObject({ regression: true });
    expect(trendOf(budget('bundle.js /'), 101_000, earlier)).toMatchObject({ regression: false });
  });

  it('flags any 5xx after runs with none', () => {
    const earlier = runsWith('drop.5xx', [0, 0]);
    expect(trendOf(budget('drop.5xx'), 1, earlier)).toEqual({ median: 0, runs: 2, change: null, regression: true });
    expect(trendOf(budget('drop.5xx'), 0, earlier)).toMatchObject({ regression: false });
  });

  it('reads only the last five runs that measured the figure', () => {
    const older = runsWith('drop.hold p95 of pgbench time', [900, 900, 900, 900, 900, 900, 100, 100]);
    const earlier = [...older, ...runsWith('api.trpc of floor', [0.8]), ...runsWith('drop.hold p95 of pgbench time', [100, 100, 100])];
    expect(trendOf(budget('drop.hold p95 of pgbench time'), 100, earlier)).toMatchObject({ median: 100, runs: 5, regression: false });
  });

  it('is absent when no earlier run measured the figure', () => {
    expect(trendOf(budget('drop.hold p95 of pgbench time'), 100, runsWith('api.trpc of floor', [0.8]))).toBeNull();
  });
});
