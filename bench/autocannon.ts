import path from 'node:path';
import { ROOT, run } from './processes.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
};

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * autocannon as a child process (its own event loop, not the bench's), so the load generator never
 * steals time from the process it measures any more than a second process on 2 cores has to.
 */
export async function autocannon(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '--json', '-c', String(options.connections), '-d', String(options.seconds), ...headerArgs, url],
    { timeoutMs: (options.seconds + 60) * 1000 },
  );
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}
