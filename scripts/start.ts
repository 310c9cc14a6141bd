/**
 * `npm start`: builds the client when the build is missing or older than its sources, then serves
 * the shop (the server migrates and seeds on its own).
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash, STAMP_FILE } from './build-stamp.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampPath = path.join(root, STAMP_FILE);
const current = await sourceHash(root);
const built = await readFile(stampPath, 'utf8').catch(() => null);

if (built !== current) {
  console.log(built ? 'Client sources changed: rebuilding…' : 'No client build yet: building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await writeFile(stampPath, current);
}

await import('../server/main.ts');
