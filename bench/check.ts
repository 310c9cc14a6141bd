/**
 * `npm run bench:check`: the deterministic half of design.md §5, enforced. Builds the client (into a
 * temporary folder), loads /, /products and /product/{id} of a freshly seeded shop in headless
 * Chromium, and fails when the first load of any of the three (at phone or laptop width) passes
 * 150 kB of JS or 35 kB of CSS (gzip), when a storefront lazy route chunk passes 30 kB, or when admin,
 * tiptap or cropper code can reach a shopper. Then, on PostgreSQL, it races the bench's drop (part 4,
 * without pgbench) and fails when its bot ends with more than five pieces or a buyer behind the shared
 * address is refused for the address (decision 025). Sizes and those counts only: no timing, so a
 * busy machine cannot make it fail.
 */
import path from 'node:path';
import { bundleBudgetLines } from './bundle-budgets.ts';
import { measureBundle } from './bundle.ts';
import { measureDrop } from './drop.ts';
import { buildFloor, buildShop, snapshotSources } from './client-build.ts';
import { errorText, kB, num } from './format.ts';
import { table } from './format.ts';
import { SCORECARD, scoreRun } from './scorecard.ts';
import { startShop, type Shop } from './shop.ts';
import { createBenchDatabase, createTempDir, type BenchDatabase } from './workspace.ts';

/** The drop's budgets bench:check enforces (scorecard.ts): counts that no load moves. */
const FAIRNESS = ['drop.bot pieces', 'drop.refused for the address'];

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
  let failures = lines.filter((line) => !line.ok).length + (unique.length > 0 ? 1 : 0);

  // The drop's fairness is a rule, not a timing: the same counts however busy the machine is.
  const fairness = SCORECARD.filter((budget) => FAIRNESS.includes(budget.id));
  if (database) {
    const drop = await measureDrop({ shopUrl: shop.url, databaseUrl: database.url, workDir: tmp.path, buyers: 1_000, pieces: 50, botGuests: 2_000, pgbenchClients: null });
    const scores = scoreRun({ startedAt: '', durationMs: 0, machine: null, options: {}, parts: { drop: { ok: true, ms: 0, result: drop } } });
    const fair = scores.filter((score) => fairness.includes(score.budget));
    console.log(
      table(
        ['budget (decision 025)', 'measured', 'limit', ''],
        fair.map((score) => [
          score.budget.name,
          score.figure === null ? `not measured: ${score.reason}` : score.budget.format(score.figure),
          `≤ ${score.budget.format(score.budget.limit)}`,
          score.state === 'met' ? 'ok' : 'EXCEEDED',
        ]),
      ),
    );
    failures += fair.filter((score) => score.state !== 'met').length;
  } else {
    console.log(`Drop fairness (${fairness.map((budget) => budget.name).join(', ')}): not measured, it needs PostgreSQL`);
  }
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
