/**
 * The last screen of `npm run bench` (≤ 33 lines of ≤ 100 columns): each budget of scorecard.ts as
 * one line, met or missed, beside the median of the last comparable runs of bench/history/, and
 * whether the figure got worse than the noise allows.
 */
import { TREND_RUNS, trendOf, type HistoryLine } from './history.ts';
import type { Score } from './scorecard.ts';

export const SUMMARY_WIDTH = 100;
/** Three lines of heading, a line per budget (29), two of load averages and the count: one screen. */
export const SUMMARY_HEIGHT = 35;
const COLUMNS = { name: 27, figure: 10, limit: 10, floor: 17 };
const MARK: Record<Score['state'], string> = { met: '✓', missed: '✗', failed: '!', 'not run': '·' };

const fit = (line: string) => (line.length > SUMMARY_WIDTH ? `${line.slice(0, SUMMARY_WIDTH - 1)}…` : line);
const cell = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));
const flag = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `items` after `prefix`, comma-separated, on as many lines of SUMMARY_WIDTH as they need. */
function wrap(prefix: string, items: string[]): string[] {
  const lines: string[] = [];
  let line = prefix;
  items.forEach((item, index) => {
    const text = index < items.length - 1 ? `${item},` : item;
    if (line.length + 1 + text.length > SUMMARY_WIDTH) {
      lines.push(line);
      line = ' ';
    }
    line += ` ${text}`;
  });
  return [...lines, line];
}

function trendText(score: Score, earlier: HistoryLine[]): { text: string; regression: boolean } {
  if (score.figure == null) return { text: '', regression: false };
  const trend = trendOf(score.budget, score.figure, earlier);
  if (!trend) return { text: 'no earlier run', regression: false };
  const percent = Math.round((trend.change ?? 0) * 100);
  const change = percent === 0 ? '' : ` ${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
  return { text: `${score.budget.format(trend.median)} ×${trend.runs}${change}${trend.regression ? ' WORSE' : ''}`, regression: trend.regression };
}

function scoreLine(score: Score, trend: string): string {
  const { budget } = score;
  const name = cell(budget.name, COLUMNS.name);
  if (score.state === 'not run') return `${MARK[score.state]} ${name}  not run`;
  if (score.state === 'failed' || score.figure == null) return fit(`${MARK.failed} ${name}  failed: ${score.reason}`);
  const limit = `${budget.kind === 'max' ? '≤' : '≥'} ${budget.format(budget.limit)}`;
  const cells = [cell(budget.format(score.figure), COLUMNS.figure), cell(limit, COLUMNS.limit), cell(score.floor, COLUMNS.floor), trend];
  return fit(`${MARK[score.state]} ${name}  ${cells.join('  ')}`.trimEnd());
}

/** `earlier`: the comparable runs before this one (history.ts), oldest first. */
export function formatSummary(run: { line: HistoryLine; scores: Score[]; earlier: HistoryLine[]; defaults: HistoryLine['options'] }): string {
  const { line, scores, earlier } = run;
  const commit = line.commit ? `${line.commit.hash}${line.commit.dirty ? ' (dirty)' : ''}` : 'no git';
  const { machine } = line;
  const options = Object.entries(line.options)
    .filter(([name, value]) => run.defaults[name] !== value)
    .map(([name, value]) => `--${flag(name)}=${value}`);
  const rows = scores.map((score) => ({ score, ...trendText(score, earlier) }));
  const count = (state: Score['state']) => scores.filter((score) => score.state === state).length;
  const regressions = rows.filter((row) => row.regression).length;
  const loads = Object.entries(line.parts).map(([name, part]) => (part.load ? `${name} ${part.load[0].toFixed(1)}→${part.load[1].toFixed(1)}` : name));
  return [
    `BENCH SUMMARY  ${line.at.slice(0, 16).replace('T', ' ')} UTC  ${commit}  ${machine.cpus} cores, ` +
      `${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB, Node ${machine.node}  ${(line.durationMs / 1000).toFixed(0)} s`,
    `options: ${options.length === 0 ? 'the defaults' : options.join(' ')}`,
    `  ${cell('budget', COLUMNS.name)}  ${cell('figure', COLUMNS.figure)}  ${cell('limit', COLUMNS.limit)}  ${cell('floor', COLUMNS.floor)}  median of last ≤ ${TREND_RUNS}`,
    ...rows.map((row) => scoreLine(row.score, row.text)),
    ...wrap('load average before→after:', loads.length === 0 ? ['no part ran'] : loads),
    // Runs "like this one": the same options on a machine of the same size (history.ts).
    `${count('met')} met, ${count('missed')} missed, ${count('failed')} failed, ${count('not run')} not run; ` +
      `${regressions} WORSE than before (${earlier.length} earlier run${earlier.length === 1 ? '' : 's'} like this one)`,
  ]
    .map(fit)
    .join('\n');
}
