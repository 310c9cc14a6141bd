import { cp, mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, run } from './processes.ts';
import type { BuiltChunk } from './vite-build.ts';

/** What the client is built from (scripts/build-stamp.ts lists the same inputs). */
const SNAPSHOT_INPUTS = ['client', 'shared', 'vite.config.ts', 'tsr.config.json', 'postcss.config.cjs', 'tsconfig.json', 'package.json'];

export type ClientBuild = { outDir: string; chunks: BuiltChunk[]; buildMs: number };

async function viteBuild(cwd: string, metaFile: string, extra: string[]): Promise<BuiltChunk[]> {
  await run(process.execPath, [path.join(ROOT, 'bench/vite-build.ts'), path.join(cwd, 'vite.config.ts'), metaFile, ...extra], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
    timeoutMs: 300_000,
  });
  return JSON.parse(await readFile(metaFile, 'utf8')) as BuiltChunk[];
}

/**
 * Copies the client's sources into `workDir` and runs the project's own production build there, so
 * the build neither writes into the checkout (route tree, dist/) nor sees a half-saved file from
 * someone editing at the same time. node_modules is linked, not copied.
 */
export async function snapshotSources(workDir: string): Promise<string> {
  const snapshot = path.join(workDir, 'src');
  await mkdir(snapshot, { recursive: true });
  for (const input of SNAPSHOT_INPUTS) {
    await cp(path.join(ROOT, input), path.join(snapshot, input), {
      recursive: true,
      filter: (source) => !source.endsWith('route-tree.gen.ts'),
    });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(snapshot, 'node_modules'), 'dir');
  return snapshot;
}

/** The shop's production build, exactly `vite build` with vite.config.ts, into <snapshot>/dist/client. */
export async function buildShop(snapshot: string): Promise<ClientBuild> {
  const started = performance.now();
  const chunks = await viteBuild(snapshot, path.join(snapshot, 'shop-chunks.json'), []);
  return { outDir: path.join(snapshot, 'dist/client'), chunks, buildMs: performance.now() - started };
}

/** The floor: bench/floor (React 19 + TanStack Router, nothing else) built with the same config. */
export async function buildFloor(snapshot: string, outDir: string): Promise<ClientBuild> {
  const started = performance.now();
  const chunks = await viteBuild(snapshot, path.join(snapshot, 'floor-chunks.json'), [path.join(ROOT, 'bench/floor'), outDir]);
  return { outDir, chunks, buildMs: performance.now() - started };
}
