import { percentile } from './format.ts';

/** Epoch milliseconds with sub-millisecond resolution, comparable between the bench's processes. */
export const now = () => performance.timeOrigin + performance.now();

/** `lost`: how many of the `expected` receipts never came. */
export type LatencyStats = { count: number; lost: number; p50Ms: number | null; p95Ms: number | null; p99Ms: number | null; maxMs: number | null };

export function latencyStats(values: number[], expected: number): LatencyStats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    lost: Math.max(0, expected - sorted.length),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? null,
  };
}
