/**
 * bench/history/runs.jsonl: one JSON line per `npm run bench`, committed with the repository, so each
 * figure is read against the runs before it instead of against a memory. A run is compared only with
 * runs of the same options (a partial `--only=` run meets only runs of the same parts and settings)
 * on a machine with as many cores and as much memory.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { median } from './format.ts';
import type { Results } from './report.ts';
import type { Budget, Score } from './scorecard.ts';

/** Relative to the checkout's root. */
export const HISTORY_FILE = 'bench/history/runs.jsonl';

/** How many of the last comparable runs a figure is read against. */
export const TREND_RUNS = 5;

export const HistoryLine = z.object({
  /** The line's own format: a line of another format is skipped, not misread. */
  format: z.literal(1),
  at: z.string(),
  /** The short hash checked out, and whether the checkout differed from it; null outside git. */
  commit: z.object({ hash: z.string(), dirty: z.boolean() }).nullable(),
  machine: z.object({ cpus: z.number(), memoryBytes: z.number(), cpuModel: z.string(), node: z.string() }),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  durationMs: z.number(),
  /** Each part that ran: how long, the 1-minute load average before and after it, and why it failed. */
  parts: z.record(
    z.string(),
    z.object({ ok: z.boolean(), ms: z.number(), load: z.tuple([z.number(), z.number()]).nullable(), error: z.string().optional() }),
  ),
  /** Each budget's figure by its scorecard id; a budget not measured has none. */
  figures: z.record(z.string(), z.number()),
});
export type HistoryLine = z.infer<typeof HistoryLine>;

export function thisMachine(): HistoryLine['machine'] {
  return { cpus: os.availableParallelism(), memoryBytes: os.totalmem(), cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown', node: process.version };
}

/** Six significant digits: every byte of a bundle, without a ratio's float tail. */
const trim = (value: number) => Number(value.toPrecision(6));

export function historyLine(run: { results: Results; scores: Score[]; commit: HistoryLine['commit']; machine: HistoryLine['machine'] }): HistoryLine {
  const parts: HistoryLine['parts'] = {};
  for (const [name, outcome] of Object.entries(run.results.parts)) {
    if (!outcome) continue;
    parts[name] = {
      ok: outcome.ok,
      ms: Math.round(outcome.ms),
      load: outcome.load ? [trim(outcome.load[0]), trim(outcome.load[1])] : null,
      ...(outcome.ok ? {} : { error: outcome.error.split('\n')[0] ?? '' }),
    };
  }
  const figures: HistoryLine['figures'] = {};
  for (const score of run.scores) if (score.figure != null) figures[score.budget.id] = trim(score.figure);
  return {
    format: 1,
    at: run.results.startedAt,
    commit: run.commit,
    machine: run.machine,
    options: run.results.options,
    durationMs: run.results.durationMs,
    parts,
    figures,
  };
}

/** The lines of a history file that parse; a broken line (a bad merge, a hand edit) is left out. */
export function parseHistory(text: string): HistoryLine[] {
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return [];
    try {
      const parsed = HistoryLine.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

export async function readHistory(file: string): Promise<HistoryLine[]> {
  try {
    return parseHistory(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function appendHistory(file: string, line: HistoryLine): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, JSON.stringify(line) + '\n');
}

const gib = (bytes: number) => Math.round(bytes / 1024 ** 3);

/** The earlier runs a new one can be read against, oldest first. */
export function comparableRuns(history: HistoryLine[], line: HistoryLine): HistoryLine[] {
  return history.filter(
    (earlier) =>
      isDeepStrictEqual(earlier.options, line.options) &&
      earlier.machine.cpus === line.machine.cpus &&
      gib(earlier.machine.memoryBytes) === gib(line.machine.memoryBytes),
  );
}

/** `change` is relative to the median (null when it is 0); `regression`: worse than the noise allows. */
export type Trend = { median: number; runs: number; change: number | null; regression: boolean };

/** A figure against the median of the last TREND_RUNS comparable runs that measured it; null if none did. */
export function trendOf(budget: Budget, figure: number, earlier: HistoryLine[]): Trend | null {
  const figures = earlier.flatMap((line) => line.figures[budget.id] ?? []).slice(-TREND_RUNS);
  const middle = median(figures);
  if (middle == null) return null;
  const worse = budget.kind === 'max' ? figure - middle : middle - figure;
  // Relative to the median; a median of 0 (no CLS, no 5xx) is measured against the limit instead.
  const tolerance = budget.noise * (Math.abs(middle) || Math.abs(budget.limit));
  return { median: middle, runs: figures.length, change: middle === 0 ? null : (figure - middle) / Math.abs(middle), regression: worse > tolerance };
}
