import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
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
