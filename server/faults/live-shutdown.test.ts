import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream, ofType } from '../test/event-stream-reader.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** `npm start` in a process of its own, stopped as a container runtime stops it: its open live streams end properly first. */
describe.each(TEST_DATABASES)('the shop stopping with live streams open on %s', (kind) => {
  const db = useTestDatabase(kind);
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // A fresh shop's start (migrations, the seeded demo) took 24 s alone on a slow 2-core machine and
  // over a minute beside another test file: the start and the test get room for that.
  it('ends every stream cleanly on SIGTERM, and exits', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-live-shutdown-'));
    server = await startServerProcess({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'live-shutdown-admin',
      ...(kind === 'postgresql' ? { DATABASE_URL: db().url ?? '' } : {}),
    }, 180_000);
    const port = Number(new URL(server.url).port);
    const streams = [await openEventStream(port), await openEventStream(port, { from: '127.0.0.2' })];
    for (const stream of streams) await stream.next(ofType('ready'), 15_000);

    const stopped = server.kill('SIGTERM');
    await Promise.all(streams.map((stream) => stream.ended));
    expect(streams.map((stream) => stream.complete())).toEqual([true, true]);
    await stopped;
  });
});
