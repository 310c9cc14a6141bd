import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROME_PATH } from './chromium.ts';
import { ROOT, run } from './processes.ts';
import { adminQuery } from './workspace.ts';

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryBytes: number;
  loadAverage: number[];
  os: string;
  node: string;
  postgres: string | null;
  pgbench: string | null;
  chromium: string | null;
  packages: Record<string, string>;
};

async function firstLine(command: string, args: string[]): Promise<string | null> {
  try {
    return (await run(command, args, { timeoutMs: 20_000 })).stdout.trim().split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

async function packageVersion(name: string): Promise<string> {
  try {
    const json = JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    return json.version;
  } catch {
    return 'missing';
  }
}

/** What the numbers were measured on; printed at the top of every run. */
export async function describeMachine(): Promise<Machine> {
  const postgres = await adminQuery<{ server_version: string }>('show server_version').then(
    (rows) => `PostgreSQL ${rows[0]?.server_version ?? '?'}`,
    () => null,
  );
  const packages: Record<string, string> = {};
  for (const name of ['vite', 'react', '@tanstack/react-router', 'lighthouse', 'autocannon', 'playwright-core', 'sharp', 'pg']) {
    packages[name] = await packageVersion(name);
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres,
    pgbench: await firstLine('pgbench', ['--version']),
    chromium: await firstLine(CHROME_PATH, ['--version']),
    packages,
  };
}

/** The commit measured, and whether the checkout differs from it (bench/history/ aside: every run writes there). */
export async function describeCommit(): Promise<{ hash: string; dirty: boolean } | null> {
  try {
    const git = (args: string[]) => run('git', args, { cwd: ROOT, timeoutMs: 20_000 }).then((output) => output.stdout.trim());
    const hash = await git(['rev-parse', '--short', 'HEAD']);
    const changes = await git(['status', '--porcelain', '--', '.', ':(exclude)bench/history']);
    return { hash, dirty: changes !== '' };
  } catch {
    return null;
  }
}
