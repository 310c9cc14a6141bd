/**
 * `npm run bench:check`: the deterministic half of design.md §5, enforced. Builds the client (into a
 * temporary folder), loads /, /products and /product/{id} of a freshly seeded shop in headless
 * Chromium, and fails when the first load of any of the three (at phone or laptop width) passes
 * 150 kB of JS or 35 kB of CSS (gzip), when a storefront lazy route chunk passes 30 kB, or when admin,
 * tiptap or cropper code can reach a shopper. Sizes only: no timing, so a busy machine cannot make it fail.
 */
import path from 'node:path';
import { bundleBudgetLines } from './bundle-budgets.ts';
import { measureBundle } from './bundle.ts';
import { buildFloor, buildShop, snapshotSources } from './client-build.ts';
import { errorText, kB, num } from './format.ts';
import { table } from './format.ts';
import { startShop, type Shop } from './shop.ts';
import { createBenchDatabase, createTempDir, type BenchDatabase } from './workspace.ts';

const tmp = await createTempDir('ukay-bench-check-');
let database: BenchDatabase | null = null;
let shop: Shop | null = null;
let exitCode: number;
try {
  const snapshot = await snapshotSources(tmp.path);
  const shopBuild = await buildShop(snapshot);
  const floorBuild = await buildFloor(snapshot, path.join(tmp.path, 'floor-dist'));
  // PostgreSQL when this machine has it, else the app's embedded PGlite: sizes do not depend on it.
  database = await createBenchDatabase().catch(() => null);
  shop = await startShop({ clientDir: shopBuild.outDir, dataDir: path.join(tmp.path, 'data'), databaseUrl: database?.url });
  const result = await measureBundle({ shopUrl: shop.url, shop: shopBuild, floor: floorBuild, snapshot });
  const { lines, forbidden } = bundleBudgetLines(result);

  console.log(
    table(
      ['budget (design.md §5)', 'measured', 'limit', ''],
      lines.map((line) => [line.label, kB(line.value), kB(line.limit), line.ok ? 'ok' : `EXCEEDED by ${kB(line.value - line.limit)}`]),
    ),
  );
  console.log(`(floor, React 19 + TanStack Router: ${kB(result.floor.js.gzip)} JS gzip; gzip = ${result.gzip})`);
  const unique = [...new Set(forbidden.map((hit) => `${hit.kind}: ${hit.module} (in ${hit.file}, ${num(hit.bytes)} B rendered)`))];
  console.log(
    unique.length === 0
      ? "No admin, tiptap or cropper code in a shopper's download: ok"
      : `Admin, tiptap or cropper code in a shopper's download: EXCEEDED\n  ${unique.join('\n  ')}`,
  );
  const failures = lines.filter((line) => !line.ok).length + (unique.length > 0 ? 1 : 0);
  console.log(failures === 0 ? 'bench:check passed' : `bench:check FAILED: ${failures} budget${failures === 1 ? '' : 's'} exceeded`);
  exitCode = failures === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:check could not measure: ${errorText(error)}`);
  exitCode = 2;
} finally {
  await shop?.stop().catch(() => {});
  await database?.drop().catch(() => {});
  await tmp.remove();
}
process.exit(exitCode);
