/**
 * Part 3, API throughput: the catalogue's first page through tRPC (cards, as the storefront asks for
 * it) and through REST (full products), each against a floor answering the same JSON (node:http + pg,
 * the app's statements and serialisers), on one PostgreSQL database, in alternating rounds so drift
 * on a noisy machine hits all four alike.
 */
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { autocannon, type LoadResult } from './autocannon.ts';
import { ROOT, rssBytes, sampleRss, startNode, waitForOutput } from './processes.ts';

/** The app's two paths to the catalogue, and the floor of each: the floor's path that answers its JSON. */
export const FLOOR_OF = { trpc: 'card floor', rest: 'full floor' } as const;
export type AppPath = keyof typeof FLOOR_OF;
export type ApiTarget = AppPath | (typeof FLOOR_OF)[AppPath];

/** Each app path beside its floor; the rounds run in this order, then in reverse. */
const TARGETS: ApiTarget[] = ['trpc', 'card floor', 'rest', 'full floor'];

export type ApiTargetResult = {
  target: ApiTarget;
  url: string;
  /** Mean over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** An app path's requests/s over its own floor's; null for a floor. */
  ratioOfFloor: number | null;
  peakRssBytes: number | null;
  idleRssBytes: number | null;
  responseBytes: number;
  non2xx: number;
  errors: number;
  rounds: LoadResult[];
};

export type ApiResult = {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  /** Whether each app path answered deep-equal JSON to its floor (tRPC: the batch's `result.data`). */
  sameJson: Record<AppPath, boolean>;
  targets: ApiTargetResult[];
};

/** The storefront's own request: httpBatchLink, one call, no filters (client/lib/trpc.ts). */
const TRPC_PATH = `/trpc/catalog.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`;
const REST_PATH = '/api/products';
/** The floor answers REST's path with full products, and this one with cards (api-floor.ts). */
const CARDS_PATH = '/cards';

async function getJson(url: string): Promise<{ body: unknown; bytes: number }> {
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

function byTarget<T>(make: (target: ApiTarget) => T): Record<ApiTarget, T> {
  return Object.fromEntries(TARGETS.map((target) => [target, make(target)])) as Record<ApiTarget, T>;
}

async function eachTarget<T>(read: (target: ApiTarget) => Promise<T>): Promise<Record<ApiTarget, T>> {
  return Object.fromEntries(await Promise.all(TARGETS.map(async (target) => [target, await read(target)]))) as Record<ApiTarget, T>;
}

export const isAppPath = (target: ApiTarget): target is AppPath => Object.hasOwn(FLOOR_OF, target);

type Measured = Pick<ApiTargetResult, 'url' | 'peakRssBytes' | 'idleRssBytes' | 'responseBytes' | 'rounds'>;

/** Each target's means over its rounds, and each app path's requests/s as a share of its own floor's. */
export function targetResults(measured: Record<ApiTarget, Measured>): ApiTargetResult[] {
  const mean = (target: ApiTarget, pick: (result: LoadResult) => number) =>
    measured[target].rounds.reduce((sum, result) => sum + pick(result), 0) / Math.max(1, measured[target].rounds.length);
  const rps = (target: ApiTarget) => mean(target, (result) => result.requestsPerSecond);
  const ratioOfFloor = (target: ApiTarget) => {
    if (!isAppPath(target)) return null;
    const floor = rps(FLOOR_OF[target]);
    return floor > 0 ? rps(target) / floor : null;
  };
  return TARGETS.map((target) => ({
    target,
    ...measured[target],
    requestsPerSecond: rps(target),
    p50Ms: mean(target, (result) => result.p50Ms),
    p99Ms: mean(target, (result) => result.p99Ms),
    ratioOfFloor: ratioOfFloor(target),
    non2xx: measured[target].rounds.reduce((sum, result) => sum + result.non2xx, 0),
    errors: measured[target].rounds.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  }));
}

export async function measureApi(options: {
  shopUrl: string;
  shopPid: number;
  databaseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
}): Promise<ApiResult> {
  const floor = startNode(path.join(ROOT, 'bench/api-floor.ts'), [options.databaseUrl], { cwd: ROOT });
  try {
    const port = (await waitForOutput(floor, /BENCH_READY (\d+)/, 30_000))[1];
    const floorUrl = `http://127.0.0.1:${port}`;
    const urls: Record<ApiTarget, string> = {
      trpc: options.shopUrl + TRPC_PATH,
      'card floor': floorUrl + CARDS_PATH,
      rest: options.shopUrl + REST_PATH,
      'full floor': floorUrl + REST_PATH,
    };
    const pids: Record<ApiTarget, number> = { trpc: options.shopPid, 'card floor': floor.pid, rest: options.shopPid, 'full floor': floor.pid };

    // A floor is only a floor if it does the same work: same rows, same JSON.
    const answers = await eachTarget((target) => getJson(urls[target]));
    const trpcData = (answers.trpc.body as { result?: { data?: unknown } }[])[0]?.result?.data;
    const sameJson = { trpc: isDeepStrictEqual(trpcData, answers['card floor'].body), rest: isDeepStrictEqual(answers.rest.body, answers['full floor'].body) };

    const idle = await eachTarget((target) => rssBytes(pids[target]));
    const rounds = byTarget((): LoadResult[] => []);
    const peaks = byTarget((): number | null => null);
    for (let round = 0; round < options.rounds; round++) {
      for (const target of round % 2 === 0 ? TARGETS : [...TARGETS].reverse()) {
        await autocannon(urls[target], { connections: options.connections, seconds: options.warmupSeconds });
        const sampler = sampleRss(pids[target]);
        const result = await autocannon(urls[target], { connections: options.connections, seconds: options.seconds });
        const { peak } = await sampler.stop();
        peaks[target] = Math.max(peaks[target] ?? 0, peak ?? 0) || null;
        rounds[target].push(result);
      }
    }
    const measured = byTarget((target) => ({
      url: urls[target].replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
      peakRssBytes: peaks[target],
      idleRssBytes: idle[target],
      responseBytes: answers[target].bytes,
      rounds: rounds[target],
    }));
    return {
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      rounds: options.rounds,
      sameJson,
      targets: targetResults(measured),
    };
  } finally {
    await floor.stop();
  }
}
