import { gzipSync } from 'node:zlib';

/** zlib's default level (6), as `gzip` and most servers use; Vite's reporter prints ~1 % more. */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 6 }).length;
}

export const kB = (bytes: number | null | undefined) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
export const MB = (bytes: number | null | undefined) => (bytes == null ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
export const ms = (value: number | null | undefined, digits = 0) => (value == null ? '–' : `${value.toFixed(digits)} ms`);
export const num = (value: number | null | undefined, digits = 0) =>
  value == null ? '–' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const pct = (ratio: number | null | undefined) => (ratio == null ? '–' : `${(ratio * 100).toFixed(0)} %`);
export const times = (ratio: number | null | undefined) => (ratio == null ? '–' : `${ratio.toFixed(2)}×`);

export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? null;
}

export function median(values: number[]): number | null {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** "ok", or how far past the budget a figure is; never a failure of the run. */
export function verdict(value: number | null | undefined, limit: number, format: (value: number) => string, higherIsBetter = false): string {
  if (value == null) return 'not measured';
  const over = higherIsBetter ? value < limit : value > limit;
  if (!over) return 'ok';
  return higherIsBetter ? `BELOW by ${format(limit - value)}` : `OVER by ${format(value - limit)}`;
}

export const seconds = (value: number | null | undefined) => (value == null ? '–' : `${(value / 1000).toFixed(2)} s`);
