/**
 * `npm run bench`: measures every budget of design.md §5 beside a floor measured in the same run, on
 * a throwaway PostgreSQL database and a throwaway build, then prints a table and writes
 * bench/results.json, then a one-screen summary of every budget against the last comparable runs of
 * bench/history/runs.jsonl, to which it appends a line. A part that fails prints its error and the run
 * goes on; no number ever fails the run (this machine is shared and noisy: read the figures,
 * `npm run bench:check` enforces sizes).
 *
 * Options: --only=bundle,lighthouse,api,drop,images,live,receipts  --lighthouse-runs=3  --api-seconds=10
 *          --api-rounds=2  --api-connections=20  --buyers=1000  --pieces=50  --bot-guests=2000  --streams=2000  --keep
 *          --profile=DIR (a CPU profile of the measured shop, written there when it stops)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureApi } from './api.ts';
import { firstProductId, measureBundle, type BundleResult } from './bundle.ts';
import { buildFloor, buildShop, snapshotSources, type ClientBuild } from './client-build.ts';
import { measureDrop } from './drop.ts';
import { errorText } from './format.ts';
import { appendHistory, comparableRuns, HISTORY_FILE, historyLine, readHistory, thisMachine } from './history.ts';
import { measureImages } from './images.ts';
import { measureLighthouse, writeFloorPage } from './lighthouse.ts';
import { measureLive } from './live.ts';
import { describeCommit, describeMachine } from './machine.ts';
import { ROOT, rssBytes } from './processes.ts';
import { measureReceipts } from './receipts.ts';
import { formatResults, type PartOutcome, type Results } from './report.ts';
import { scoreRun } from './scorecard.ts';
import { startShop, type Shop } from './shop.ts';
import { formatSummary } from './summary.ts';
import { createBenchDatabase, createTempDir, type BenchDatabase } from './workspace.ts';

const PARTS = ['bundle', 'lighthouse', 'api', 'drop', 'images', 'live', 'receipts'] as const;
type Part = (typeof PARTS)[number];

/** The run's options; `only` in PARTS order, so the same parts are the same options in the history. */
function readOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string', default: PARTS.join(',') },
      'lighthouse-runs': { type: 'string', default: '3' },
      'api-seconds': { type: 'string', default: '10' },
      'api-warmup': { type: 'string', default: '3' },
      'api-rounds': { type: 'string', default: '2' },
      'api-connections': { type: 'string', default: '20' },
      buyers: { type: 'string', default: '1000' },
      pieces: { type: 'string', default: '50' },
      'bot-guests': { type: 'string', default: '2000' },
      streams: { type: 'string', default: '2000' },
      keep: { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const only = new Set(values.only.split(',').map((part) => part.trim()));
  const int = (value: string) => Number.parseInt(value, 10);
  const options = {
    only: PARTS.filter((part) => only.has(part)).join(','),
    lighthouseRuns: int(values['lighthouse-runs']),
    apiSeconds: int(values['api-seconds']),
    apiWarmup: int(values['api-warmup']),
    apiRounds: int(values['api-rounds']),
    apiConnections: int(values['api-connections']),
    buyers: int(values.buyers),
    pieces: int(values.pieces),
    botGuests: int(values['bot-guests']),
    streams: int(values.streams),
    // A profiled shop runs slower: its figures are compared only with other profiled runs.
    ...(values.profile === undefined ? {} : { profiled: true }),
  };
  return { options, keep: values.keep, profileDir: values.profile && path.resolve(values.profile) };
}

const { options, keep, profileDir } = readOptions(process.argv.slice(2));
const selected = new Set(options.only.split(',') as Part[]);

const started = Date.now();
// The checkout as the run found it: the build is a copy of what is there now.
const commit = describeCommit();
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

async function part<T>(name: string, work: () => Promise<T>): Promise<PartOutcome<T>> {
  log(`${name}…`);
  const begin = performance.now();
  const loadBefore = os.loadavg()[0] ?? 0;
  const load = (): [number, number] => [loadBefore, os.loadavg()[0] ?? 0];
  try {
    const result = await work();
    const took = performance.now() - begin;
    log(`${name} done in ${(took / 1000).toFixed(1)} s`);
    return { ok: true, ms: took, load: load(), result };
  } catch (error) {
    const took = performance.now() - begin;
    log(`${name} FAILED: ${errorText(error)}`);
    return { ok: false, ms: took, load: load(), error: errorText(error) };
  }
}

const failed = (error: string): PartOutcome<never> => ({ ok: false, ms: 0, error });

const results: Results = { startedAt: new Date(started).toISOString(), durationMs: 0, machine: null, options, parts: {} };
const tmp = await createTempDir();
let database: BenchDatabase | null = null;
let shop: Shop | null = null;
try {
  results.machine = await describeMachine().catch(() => null);
  const needsShop = ['bundle', 'lighthouse', 'api', 'drop', 'live', 'receipts'].some((name) => selected.has(name as Part));
  const needsBuild = selected.has('bundle') || selected.has('lighthouse');

  let databaseError: string | null = null;
  if (needsShop) {
    database = await createBenchDatabase().catch((error: unknown) => {
      databaseError = `PostgreSQL is not reachable: ${errorText(error)}`;
      return null;
    });
  }

  let shopBuild: ClientBuild | null = null;
  let floorBuild: ClientBuild | null = null;
  let snapshot = '';
  let buildError: string | null = null;
  if (needsBuild) {
    log('building the shop and the floor (vite build, into a temporary folder)…');
    try {
      snapshot = await snapshotSources(tmp.path);
      shopBuild = await buildShop(snapshot);
      if (selected.has('bundle')) floorBuild = await buildFloor(snapshot, path.join(tmp.path, 'floor-dist'));
    } catch (error) {
      buildError = `The client build failed: ${errorText(error)}`;
      log(buildError);
    }
  }

  let shopError: string | null = databaseError;
  const clientDir = shopBuild?.outDir ?? path.join(tmp.path, 'no-client');
  const shopOptions = { clientDir, dataDir: path.join(tmp.path, 'data'), databaseUrl: database?.url };
  if (needsShop && database) {
    log('starting the shop (migrates and seeds a fresh PostgreSQL database)…');
    await mkdir(clientDir, { recursive: true });
    try {
      // The first start seeds (rasterising pictures with sharp); a shop normally runs after a plain
      // restart, so the measured process is a second start on the seeded database.
      let begin = performance.now();
      const seeding = await startShop(shopOptions);
      const seedStartMs = performance.now() - begin;
      await seeding.stop();
      log('restarting the shop on the seeded database…');
      begin = performance.now();
      shop = await startShop({ ...shopOptions, profileDir });
      results.shop = { seedStartMs, startMs: performance.now() - begin, rssAfterStartBytes: await rssBytes(shop.pid) };
    } catch (error) {
      shopError = `The shop did not start: ${errorText(error)}`;
      log(shopError);
    }
  }

  const running = shop;
  const db = database;
  const noShop = failed(buildError ?? shopError ?? 'no shop');
  let bundle: BundleResult | null = null;
  if (selected.has('bundle')) {
    results.parts.bundle =
      running && shopBuild && floorBuild
        ? await part('1/7 bundle', () => measureBundle({ shopUrl: running.url, shop: shopBuild, floor: floorBuild, snapshot }))
        : noShop;
    if (results.parts.bundle.ok) bundle = results.parts.bundle.result;
  }
  if (selected.has('lighthouse')) {
    results.parts.lighthouse =
      running && shopBuild
        ? await part('2/7 lighthouse', async () => {
            // The floor gets exactly the CSS the home page loaded (or the entry's, without part 1).
            const home = bundle?.pages.find((page) => page.path === '/');
            const cssFiles = home
              ? home.assets.filter((asset) => asset.kind === 'css').map((asset) => asset.file)
              : (shopBuild.chunks.find((chunk) => chunk.isEntry)?.css ?? []);
            await writeFloorPage({ shopUrl: running.url, clientDir: shopBuild.outDir, cssFiles });
            return measureLighthouse({
              shopUrl: running.url,
              productId: bundle?.productId ?? (await firstProductId(running.url)),
              workDir: tmp.path,
              runsPerPage: options.lighthouseRuns,
            });
          })
        : noShop;
  }
  if (selected.has('api')) {
    results.parts.api =
      running && db
        ? await part('3/7 api', () =>
            measureApi({
              shopUrl: running.url,
              shopPid: running.pid,
              databaseUrl: db.url,
              connections: options.apiConnections,
              seconds: options.apiSeconds,
              warmupSeconds: options.apiWarmup,
              rounds: options.apiRounds,
            }),
          )
        : failed(shopError ?? 'no shop');
  }
  if (selected.has('drop')) {
    results.parts.drop =
      running && db
        ? await part('4/7 drop', () =>
            measureDrop({
              shopUrl: running.url,
              databaseUrl: db.url,
              workDir: tmp.path,
              buyers: options.buyers,
              pieces: options.pieces,
              botGuests: options.botGuests,
              pgbenchClients: 10,
            }),
          )
        : failed(shopError ?? 'no shop');
  }
  if (shop) {
    await shop.stop();
    shop = null;
  }
  if (selected.has('images')) results.parts.images = await part('5/7 images', measureImages);
  if (selected.has('live')) {
    // Its own instances (fresh, so their idle RSS is an idle shop's), on the seeded database.
    results.parts.live =
      results.shop && db
        ? await part('6/7 live', () =>
            measureLive({ databaseUrl: db.url, startInstance: () => startShop(shopOptions), streams: options.streams, pieces: options.pieces }),
          )
        : failed(shopError ?? 'no shop');
  }
  if (selected.has('receipts')) {
    // A fresh instance of its own that sends its mail by SMTP to the part's server, on the seeded database.
    results.parts.receipts =
      results.shop && db
        ? await part('7/7 receipts', () => measureReceipts({ databaseUrl: db.url, startInstance: (smtpUrl) => startShop({ ...shopOptions, smtpUrl }) }))
        : failed(shopError ?? 'no shop');
  }
} catch (error) {
  log(`The run stopped early: ${errorText(error)}`);
} finally {
  await shop?.stop().catch(() => {});
  await database?.drop().catch((error: unknown) => log(`Could not drop ${database?.name}: ${errorText(error)}`));
  if (keep) log(`kept ${tmp.path}`);
  else await tmp.remove();
}

results.durationMs = Date.now() - started;
const resultsFile = path.join(ROOT, 'bench/results.json');
await writeFile(resultsFile, JSON.stringify(results, null, 2) + '\n');
const scores = scoreRun(results);
const line = historyLine({ results, scores, commit: await commit, machine: thisMachine() });
const historyFile = path.join(ROOT, HISTORY_FILE);
const earlier = comparableRuns(await readHistory(historyFile), line);
await appendHistory(historyFile, line);
console.log('');
console.log(formatResults(results));
console.log(`Written: ${path.relative(process.cwd(), resultsFile) || resultsFile}, and a line of ${HISTORY_FILE}`);
console.log('');
console.log(formatSummary({ line, scores, earlier, defaults: readOptions([]).options }));
// Never fails on a number: only a crash of the bench itself exits non-zero.
process.exit(0);
