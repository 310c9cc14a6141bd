import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useLiveChanges, withoutEventIds } from '../../test/live-changes.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { publishLive, type PieceChange } from '../pieces/pieces.ts';
import { LIVE_SINCE_EVER } from '../../test/fixtures.ts';

function piece(id: number): PieceChange {
  return { type: 'piece', id, status: 'Available', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false };
}

/** Long enough for a notification sent at once to arrive from a server on this machine. */
const DELIVERY_MS = 100;

describe.each(TEST_DATABASES)('publishLive on %s', (kind) => {
  const db = useTestDatabase(kind);
  const live = useLiveChanges(db);

  it('delivers a transaction’s changes when it commits, not before', async () => {
    let arrivedBeforeCommit: unknown[] = [];
    await db()
      .em()
      .transactional(async (tx) => {
        await publishLive(tx, [piece(1), piece(2)]);
        await sleep(DELIVERY_MS);
        arrivedBeforeCommit = [...live().arrived()];
      });
    expect(arrivedBeforeCommit).toEqual([]);
    expect(withoutEventIds(await live().take())).toEqual([piece(1), piece(2)]);
  });

  it('delivers nothing of a transaction that rolls back', async () => {
    const rolledBack = db()
      .em()
      .transactional(async (tx) => {
        await publishLive(tx, [piece(3)]);
        throw new Error('the write fails after publishing');
      });
    await expect(rolledBack).rejects.toThrow('the write fails after publishing');
    expect(await live().take()).toEqual([]);
  });

  it('delivers many changes of one transaction in order, each with an id of its own, over several notifications', async () => {
    const changes = Array.from({ length: 45 }, (_, index) => piece(index + 1));
    await db()
      .em()
      .transactional((tx) => publishLive(tx, changes));
    const received = await live().take();
    expect(withoutEventIds(received)).toEqual(changes);
    expect(new Set(received.map((change) => change.eventId)).size).toBe(changes.length);
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(publishLive(db().em(), [piece(4)])).rejects.toThrow('inside the transaction');
  });
});
