import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Everything the client bundle is made from: a change to any of it makes the build stale. */
const INPUTS = ['client', 'shared', 'vite.config.ts', 'tsr.config.json', 'postcss.config.cjs', 'package-lock.json'];
const GENERATED = new Set(['route-tree.gen.ts']);

async function filesUnder(entry: string): Promise<string[]> {
  const stats = await readdir(entry, { withFileTypes: true }).catch(() => null);
  if (!stats) return [entry];
  const nested = await Promise.all(
    stats
      .filter((child) => !GENERATED.has(child.name))
      .map((child) => filesUnder(path.join(entry, child.name))),
  );
  return nested.flat();
}

export async function sourceHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of (await filesUnder(path.join(root, input))).sort()) {
      hash.update(path.relative(root, file));
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    }
  }
  return hash.digest('hex');
}

export const STAMP_FILE = 'dist/client/.build-stamp';

/**
 * Builds the client only when the build is missing or older than its sources. Always a production
 * build: a test runner's NODE_ENV=test would otherwise give React's development bundle to `npm start`.
 */
export async function ensureClientBuild(root: string, log: (message: string) => void = () => {}): Promise<void> {
  const stampPath = path.join(root, STAMP_FILE);
  const current = await sourceHash(root);
  const built = await readFile(stampPath, 'utf8').catch(() => null);
  if (built === current) return;
  log(built ? 'Client sources changed: rebuilding…' : 'No client build yet: building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('The client build failed');
  await writeFile(stampPath, current);
}
