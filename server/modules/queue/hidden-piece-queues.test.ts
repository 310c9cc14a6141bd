import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A script that knows no hidden piece's id must not learn one by asking a queue: a Draft or a
 * Scheduled piece answers every queue path exactly as an id that was never used. A piece the owner
 * reserved before its drop is hidden the same way, so no one waits in its line (and is mailed about
 * it) before the drop opens.
 */
describe.each(TEST_DATABASES)('the queue of a hidden piece on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function hiddenPieces() {
    const em = db().em();
    const draft = await createTestProduct(em, { dropAt: null });
    const scheduled = await createTestProduct(em, { dropAt: new Date(Date.now() + HOUR) });
    const reserved = await createTestProduct(em, {
      dropAt: new Date(Date.now() + HOUR),
      reservedFor: '@suki_ni_aling_nena',
      reservedUntil: new Date(Date.now() + 3 * HOUR),
    });
    return { hidden: [draft, scheduled, reserved], missing: reserved.id + 1_000 };
  }

  it('answers a Draft’s, a Scheduled piece’s and a reserved Scheduled piece’s queue through tRPC exactly as a missing piece’s', async () => {
    const { hidden, missing } = await hiddenPieces();
    const guest = callerFor(db().em(), { guestIdHeader: nanoid() });
    const answerOf = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return { code: error.code, message: error.message };
    };
    for (const call of [
      (id: number) => guest.queue.place({ product_id: id }),
      (id: number) => guest.queue.join({ product_id: id, email: 'lola.basyang@example.com' }),
    ]) {
      const forMissing = await answerOf(call(missing));
      expect(forMissing).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
      for (const piece of hidden) expect(await answerOf(call(piece.id))).toEqual(forMissing);
    }
    expect((await guest.queue.mine()).queues).toEqual([]);
  });

  it('answers the same hidden pieces’ queue through REST with the very status and body of a missing piece’s', async () => {
    const { hidden, missing } = await hiddenPieces();
    const { app } = await createTestApp(db());
    const headers = { 'X-Guest-ID': nanoid(), 'content-type': 'application/json' };
    const requests = [
      (id: number) => app.request(`/api/products/${id}/queue`, { headers }),
      (id: number) => app.request(`/api/products/${id}/queue`, { method: 'POST', headers, body: JSON.stringify({ email: 'lola.basyang@example.com' }) }),
    ];
    for (const request of requests) {
      const gone = await request(missing);
      const forMissing = { status: gone.status, body: await gone.text() };
      expect(forMissing.status).toBe(404);
      for (const piece of hidden) {
        const answer = await request(piece.id);
        expect({ status: answer.status, body: await answer.text() }).toEqual(forMissing);
      }
    }
  });
});
