import { readFileSync } from 'node:fs';

/**
 * The V8 flags the shop's server runs with, as `npm run serve` gives them (`npm start` and the
 * Dockerfile give the same; node-flags.test.ts checks). They cap memory under load (design.md §5:
 * ≤ 250 MB while serving the catalogue flat out, issue 10). With V8's defaults on a machine with a lot
 * of memory, each garbage collection let the old generation grow to up to four times what it kept,
 * and the young one take 16 MB per semi-space: the server sat near 170 MB idle and rose past 400 MB
 * under load though it kept only ~50 MB alive. 8 MB semi-spaces and 30 % growth per major collection
 * held it under 200 MB at the same requests/s. The flags are V8's own, so they go on the command line.
 */
export function serverNodeFlags(packageJsonPath = new URL('../package.json', import.meta.url)): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts: Record<string, string> };
  const serve = scripts.serve?.split(/\s+/) ?? [];
  if (serve[0] !== 'node' || serve.at(-1) !== 'server/main.ts') throw new Error(`Unexpected serve script: ${scripts.serve}`);
  return serve.slice(1, -1);
}
