import { readFileSync } from 'node:fs';

/**
 * The V8 flags the shop's server runs with, as `npm run serve` gives them (`npm start` and the
 * Dockerfile give the same; node-flags.test.ts checks). They cap memory under load (design.md §5:
 * ≤ 250 MB while serving the catalogue flat out). With V8's defaults on a machine with a lot
 * of memory, each major collection let the old generation grow to up to four times what it kept, and
 * the young one take 16 MB per semi-space: the server sat near 170 MB idle and rose past 400 MB under
 * load though it kept only ~50 MB alive. Measured on the catalogue (server CPU per request, peak RSS):
 * 8 MB semi-spaces with 30 % growth held ~180 MB but cost ~20 % more CPU than the defaults (more
 * collections); with 60 % growth, ~200 MB for ~10 % more CPU. The flags are V8's own, so they go on the
 * command line.
 */
export function serverNodeFlags(packageJsonPath = new URL('../package.json', import.meta.url)): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts: Record<string, string> };
  const serve = scripts.serve?.split(/\s+/) ?? [];
  if (serve[0] !== 'node' || serve.at(-1) !== 'server/main.ts') throw new Error(`Unexpected serve script: ${scripts.serve}`);
  return serve.slice(1, -1);
}
