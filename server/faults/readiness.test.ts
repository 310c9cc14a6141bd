import { performance } from 'node:perf_hooks';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { useDatabaseBehindProxy } from '../test/database-behind-proxy.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** Longer than /readyz waits (2 s), so that only its own deadline can end a check of a silent database. */
const CONNECT_TIMEOUT_MS = 5_000;

async function probe(app: Hono, path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(TEST_DATABASES)('liveness and readiness with the database up, on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('answers 200 on /healthz and /readyz', async () => {
    const { app } = await createAppWithEnv(db().orm);
    expect(await probe(app, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    expect(await probe(app, '/readyz')).toEqual({ status: 200, body: { ok: true } });
  });
});

// A network outage needs a database behind a socket: PGlite runs in-process, so PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness while the database is away (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const behindProxy = useDatabaseBehindProxy(CONNECT_TIMEOUT_MS);

  it('answers 503 on /readyz while the database is cut off, 200 on /healthz, and ready again once it is back', async () => {
    const { proxy, app } = behindProxy();
    expect((await probe(app, '/readyz')).status).toBe(200);
    proxy.cut();
    expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { message: SERVICE_UNAVAILABLE } });
    expect(await probe(app, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    proxy.restore();
    expect(await probe(app, '/readyz')).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers 503 within its 2 s deadline when the database accepts connections and never answers', async () => {
    const { proxy, app } = behindProxy();
    proxy.blackhole();
    // The pooled connections it dropped may fail the first check at once; the next one must connect anew.
    expect((await probe(app, '/readyz')).status).toBe(503);
    const started = performance.now();
    expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { message: SERVICE_UNAVAILABLE } });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    // Ended by its own deadline, not by the pool giving up on the connection. (Bounded by 3 s here, it
    // failed a CI run at 3.2 s on a loaded machine: a late timer, not a late deadline.)
    expect(elapsed).toBeLessThan(CONNECT_TIMEOUT_MS);
    expect((await probe(app, '/healthz')).status).toBe(200);
  });
});
