/** Prints a run's results as plain-text tables, each figure beside its floor and its budget. */
import os from 'node:os';
import type { ApiResult } from './api.ts';
import type { BundleResult } from './bundle.ts';
import type { DropResult } from './drop.ts';
import { MB, seconds } from './format.ts';
import type { ImagesResult } from './images.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LiveResult } from './live.ts';
import type { Machine } from './machine.ts';
import type { ReceiptsResult } from './receipts.ts';
import { formatBundle, formatImages, formatLighthouse } from './report-pages.ts';
import { formatDrop } from './report-drop.ts';
import { formatReceipts } from './report-receipts.ts';
import { formatApi, formatLive } from './report-server.ts';

/** `load` is the 1-minute load average before and after the part: how busy the shared machine was. */
export type PartOutcome<T> = ({ ok: true; result: T } | { ok: false; error: string }) & { ms: number; load?: [number, number] };

export type Results = {
  startedAt: string;
  durationMs: number;
  machine: Machine | null;
  options: Record<string, number | string | boolean>;
  /** The shop process the parts measure: started a second time on the seeded database. */
  shop?: { seedStartMs: number; startMs: number; rssAfterStartBytes: number | null };
  parts: {
    bundle?: PartOutcome<BundleResult>;
    lighthouse?: PartOutcome<LighthouseResult>;
    api?: PartOutcome<ApiResult>;
    drop?: PartOutcome<DropResult>;
    live?: PartOutcome<LiveResult>;
    images?: PartOutcome<ImagesResult>;
    receipts?: PartOutcome<ReceiptsResult>;
  };
};

export function formatMachine(machine: Machine | null): string {
  if (!machine) return 'Machine: (could not be read)';
  const packages = Object.entries(machine.packages).map(([name, version]) => `${name} ${version}`).join(', ');
  return [
    `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB, load ${machine.loadAverage.join(' ')}, ${machine.os}`,
    `Node ${machine.node} · ${machine.postgres ?? 'PostgreSQL: not reachable'} · ${machine.pgbench ?? 'pgbench: missing'} · ${machine.chromium ?? 'Chromium: missing'}`,
    `Packages: ${packages}`,
  ].join('\n');
}

function formatPart<T>(outcome: PartOutcome<T> | undefined, title: string, format: (result: T) => string): string {
  if (!outcome) return `${title}: skipped`;
  const load = outcome.load ? `, load average ${outcome.load[0].toFixed(1)} → ${outcome.load[1].toFixed(1)} on ${os.availableParallelism()} cores` : '';
  if (!outcome.ok) return `${title}: FAILED after ${seconds(outcome.ms)}${load}\n${outcome.error}`;
  return `${format(outcome.result)}\n(${title.toLowerCase()} took ${seconds(outcome.ms)}${load})`;
}

export function formatResults(results: Results): string {
  const rule = '='.repeat(100);
  return [
    rule,
    `UKAY BENCH  ${results.startedAt}  (${seconds(results.durationMs)})`,
    formatMachine(results.machine),
    results.shop
      ? `Shop: node bench/app-server.ts (server/bootstrap.ts + createApp, NODE_ENV=production); first start with seeding ${seconds(results.shop.seedStartMs)}, ` +
        `measured process started in ${seconds(results.shop.startMs)}, RSS after start ${MB(results.shop.rssAfterStartBytes)}`
      : 'Shop: not started',
    rule,
    formatPart(results.parts.bundle, '1. Bundle', formatBundle),
    '',
    formatPart(results.parts.lighthouse, '2. Lighthouse', formatLighthouse),
    '',
    formatPart(results.parts.api, '3. API', formatApi),
    '',
    formatPart(results.parts.drop, '4. Drop', formatDrop),
    '',
    formatPart(results.parts.images, '5. Images', formatImages),
    '',
    formatPart(results.parts.live, '6. Live', formatLive),
    '',
    formatPart(results.parts.receipts, '7. Receipts', formatReceipts),
    rule,
  ].join('\n');
}
