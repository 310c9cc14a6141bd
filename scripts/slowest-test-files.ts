import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files `npm test` names at its end. */
const SHOWN = 15;

export type FileTime = { file: string; project: string; seconds: number };

/** A file's own time: its environment, harness, imports, setup files, tests and hooks. */
export function secondsOf(module: Pick<TestModule, 'diagnostic'>): number {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
}

export function slowest(times: FileTime[], count = SHOWN): FileTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function formatSlowest(times: FileTime[]): string {
  const lines = slowest(times).map(({ file, project, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(9)} ${file}`);
  return [`The ${lines.length} slowest test files (each file's own time, from its environment to its last hook):`, ...lines].join('\n');
}

/**
 * Ends `npm test` with the slowest files, so a file that grows slow is seen the day it lands rather
 * than when CI outgrows its budget.
 */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const times = modules.map((module) => ({
      file: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      seconds: secondsOf(module),
    }));
    if (times.length > 1) process.stdout.write(`\n${formatSlowest(times)}\n`);
  }
}
