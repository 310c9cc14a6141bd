/**
 * Part 3, API throughput: the catalogue's first page through tRPC (as the storefront asks for it)
 * and through REST, against the floor (node:http + pg, same SQL, same JSON), on one PostgreSQL
 * database, in alternating rounds so drift on a noisy machine hits all three alike.
 */
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { autocannon, type LoadResult } from './autocannon.ts';
import { ROOT, rssBytes, sampleRss, startNode, waitForOutput } from './processes.ts';

export type ApiTarget = 'trpc' | 'rest' | 'floor';

export type ApiTargetResult = {
  target: ApiTarget;
  url: string;
  /** Mean over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
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
  sameJson: { rest: boolean; trpc: boolean };
  targets: ApiTargetResult[];
};

/** The storefront's own request: httpBatchLink, one call, no filters (client/lib/trpc.ts). */
const TRPC_PATH = `/trpc/catalog.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`;
const REST_PATH = '/api/products';

async function getJson(url: string): Promise<{ body: unknown; bytes: number }> {
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
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
    const urls: Record<ApiTarget, string> = { trpc: options.shopUrl + TRPC_PATH, rest: options.shopUrl + REST_PATH, floor: floorUrl + REST_PATH };
    const pids: Record<ApiTarget, number> = { trpc: options.shopPid, rest: options.shopPid, floor: floor.pid };

    // The floor is only a floor if it does the same work: same rows, same JSON.
    const [rest, trpc, floorJson] = await Promise.all([getJson(urls.rest), getJson(urls.trpc), getJson(urls.floor)]);
    const trpcData = (trpc.body as { result?: { data?: unknown } }[])[0]?.result?.data;
    const sameJson = { rest: isDeepStrictEqual(rest.body, floorJson.body), trpc: isDeepStrictEqual(trpcData, floorJson.body) };
    const bytes: Record<ApiTarget, number> = { trpc: trpc.bytes, rest: rest.bytes, floor: floorJson.bytes };

    const idle: Record<ApiTarget, number | null> = { trpc: await rssBytes(options.shopPid), rest: await rssBytes(options.shopPid), floor: await rssBytes(floor.pid) };
    const rounds: Record<ApiTarget, LoadResult[]> = { trpc: [], rest: [], floor: [] };
    const peaks: Record<ApiTarget, number | null> = { trpc: null, rest: null, floor: null };
    const order: ApiTarget[] = ['trpc', 'rest', 'floor'];
    for (let round = 0; round < options.rounds; round++) {
      for (const target of round % 2 === 0 ? order : [...order].reverse()) {
        await autocannon(urls[target], { connections: options.connections, seconds: options.warmupSeconds });
        const sampler = sampleRss(pids[target]);
        const result = await autocannon(urls[target], { connections: options.connections, seconds: options.seconds });
        const { peak } = await sampler.stop();
        peaks[target] = Math.max(peaks[target] ?? 0, peak ?? 0) || null;
        rounds[target].push(result);
      }
    }
    const mean = (target: ApiTarget, pick: (result: LoadResult) => number) =>
      rounds[target].reduce((sum, result) => sum + pick(result), 0) / Math.max(1, rounds[target].length);
    const floorRps = mean('floor', (result) => result.requestsPerSecond);
    return {
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      rounds: options.rounds,
      sameJson,
      targets: order.map((target) => ({
        target,
        url: urls[target].replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
        requestsPerSecond: mean(target, (result) => result.requestsPerSecond),
        p50Ms: mean(target, (result) => result.p50Ms),
        p99Ms: mean(target, (result) => result.p99Ms),
        ratioOfFloor: floorRps > 0 ? mean(target, (result) => result.requestsPerSecond) / floorRps : null,
        peakRssBytes: peaks[target],
        idleRssBytes: idle[target],
        responseBytes: bytes[target],
        non2xx: rounds[target].reduce((sum, result) => sum + result.non2xx, 0),
        errors: rounds[target].reduce((sum, result) => sum + result.errors + result.timeouts, 0),
        rounds: rounds[target],
      })),
    };
  } finally {
    await floor.stop();
  }
}
