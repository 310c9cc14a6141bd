import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../db/orm.ts';
import { createLogger } from '../../logger.ts';
import { captureLog } from '../../test/capture-log.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { LIVE_CHANNEL, publishLive, type LiveChange, type PublishedChange } from '../pieces/pieces.ts';
import { listenForChanges, type LiveListener } from './live-listener.ts';
import { eventually } from '../../test/eventually.ts';
import { LIVE_SINCE_EVER } from '../../test/fixtures.ts';

const sold = (id: number): LiveChange => ({ type: 'piece', id, status: 'Sold', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false });

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(TEST_DATABASES)('the live listener on %s', (kind) => {
  const db = useTestDatabase(kind);
  const received: PublishedChange[] = [];
  const losses = { count: 0 };
  const log = captureLog();
  let listener: LiveListener;
  const timing = { firstDelayMs: 50, maxDelayMs: 200, pingEveryMs: 60_000, pingTimeoutMs: 5_000 };

  beforeAll(async () => {
    const url = db().url;
    const target: DatabaseTarget = url ? { kind: 'postgresql', url } : { kind: 'pglite', dataDir: 'memory://' };
    const receiver = { changes: (changes: readonly PublishedChange[]) => void received.push(...changes), lost: () => void (losses.count += 1) };
    listener = await listenForChanges(db().orm, target, receiver, createLogger('warn', log.stream), timing);
  });
  afterAll(() => listener.stop());

  it('hears a change published in a transaction only once it commits, with its event id', async () => {
    received.length = 0;
    await db()
      .em()
      .transactional(async (tx) => {
        await publishLive(tx, [sold(1), sold(2)]);
        await settle();
        expect(received).toEqual([]);
      });
    await eventually(() => received.length === 2);
    expect(received.map((change) => change.id)).toEqual([1, 2]);
    expect(new Set(received.map((change) => change.eventId)).size).toBe(2);
  });

  it('hears nothing of a transaction that rolls back', async () => {
    received.length = 0;
    await expect(
      db()
        .em()
        .transactional(async (tx) => {
          await publishLive(tx, [sold(3)]);
          throw new Error('the write failed');
        }),
    ).rejects.toThrow('the write failed');
    await db().em().transactional((tx) => publishLive(tx, [sold(4)]));
    await eventually(() => received.length > 0);
    await settle();
    expect(received.map((change) => change.id)).toEqual([4]);
  });

  it('splits a large publish into notifications PostgreSQL accepts, and hears them all in order', async () => {
    received.length = 0;
    const many = Array.from({ length: 75 }, (_, index) => sold(100 + index));
    await db().em().transactional((tx) => publishLive(tx, many));
    await eventually(() => received.length === 75);
    expect(received.map((change) => change.id)).toEqual(many.map((change) => change.id));
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(publishLive(db().em(), [sold(5)])).rejects.toThrow(/inside the transaction/);
  });

  it('skips, and logs, a notification that is not a list of changes', async () => {
    received.length = 0;
    await db().em().execute('select pg_notify(?, ?)', [LIVE_CHANNEL, '{"not": "changes"}']);
    await db().em().transactional((tx) => publishLive(tx, [sold(6)]));
    await eventually(() => received.length === 1);
    expect(log.text()).toContain('not a list of changes');
  });

  it.runIf(kind === 'postgresql')('listens again after its connection is cut, and says changes may have been lost', async () => {
    received.length = 0;
    const cut = await db().em().execute<{ cut: boolean }[]>(
      "select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = 'ukay-live' and datname = current_database() and pid <> pg_backend_pid()",
    );
    // The test database's own hub listens too: both were cut.
    expect(cut.length).toBeGreaterThanOrEqual(1);
    await eventually(() => losses.count === 1);
    await db().em().transactional((tx) => publishLive(tx, [sold(7)]));
    await eventually(() => received.length === 1);
    expect(received[0]?.id).toBe(7);
  });
});
