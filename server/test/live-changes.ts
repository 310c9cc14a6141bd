import { nanoid } from 'nanoid';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { pgliteOf } from '../db/orm.ts';
import { LIVE_CHANNEL, type LiveChange, type PublishedChange } from '../modules/pieces/pieces.ts';
import type { TestDatabase } from './test-db.ts';

export type LiveChangeCollector = {
  /**
   * The changes published since the last take, once every transaction that committed before this call
   * has been delivered: a marker NOTIFY sent now arrives after them, as PostgreSQL delivers
   * notifications in commit order.
   */
  take(): Promise<PublishedChange[]>;
  /** What has arrived since the last take, without waiting for anything. */
  arrived(): readonly PublishedChange[];
  stop(): Promise<void>;
};

const MARKER = 'marker:';

/**
 * LISTENs on the live channel as another instance would: a bare `pg` client of its own on PostgreSQL,
 * the ORM's own PGlite instance on PGlite (the only connection there is).
 */
async function listen(database: TestDatabase, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (!database.url) return (await pgliteOf(database.orm)).listen(LIVE_CHANNEL, onPayload);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === LIVE_CHANNEL && message.payload !== undefined) onPayload(message.payload);
  });
  await client.query(`listen ${LIVE_CHANNEL}`);
  return () => client.end();
}

/** Collects what the app publishes on the live channel (server/modules/pieces/live-change.ts). */
export async function collectLiveChanges(database: TestDatabase): Promise<LiveChangeCollector> {
  let received: PublishedChange[] = [];
  const markers = new Map<string, () => void>();
  const stop = await listen(database, (payload) => {
    if (payload.startsWith(MARKER)) markers.get(payload)?.();
    else received.push(...(JSON.parse(payload) as PublishedChange[]));
  });
  return {
    async take() {
      const marker = `${MARKER}${nanoid()}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      await database.em().execute('select pg_notify(?, ?)', [LIVE_CHANNEL, marker]);
      await arrived;
      markers.delete(marker);
      const taken = received;
      received = [];
      return taken;
    },
    arrived: () => received,
    stop,
  };
}

/** Changes as a test expects them: event ids are random, so they are compared apart (or not at all). */
export function withoutEventIds(changes: PublishedChange[]): LiveChange[] {
  return changes.map(({ eventId: _eventId, ...change }) => change);
}

/** A collector listening around each test of the suite (started before it, stopped after it). */
export function useLiveChanges(database: () => TestDatabase): () => LiveChangeCollector {
  let live: LiveChangeCollector | undefined;
  beforeEach(async () => {
    live = await collectLiveChanges(database());
  });
  afterEach(async () => {
    await live?.stop();
  });
  return () => {
    if (!live) throw new Error('useLiveChanges: the collector runs only inside a test');
    return live;
  };
}
