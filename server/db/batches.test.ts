import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-db.ts';
import { batched } from './batches.ts';
import type { Em } from './orm.ts';

/** Answers each number doubled, after the database has answered once per batch; records each batch. */
function doubler() {
  const batches: number[][] = [];
  const decide = async (em: Em, requests: readonly number[]) => {
    batches.push([...requests]);
    await em.execute('select 1');
    return requests.map((request) => (request < 0 ? new Error(`no ${request}`) : request * 2));
  };
  return { batches, decide };
}

describe('requests decided in batches', () => {
  const db = useTestDatabase('pglite');

  it('decides the first at once and those that arrive meanwhile together, in arrival order, each answered its own', async () => {
    const { batches, decide } = doubler();
    const double = batched(decide, 100);
    const answers = await Promise.all([1, 2, 3, -4, 5].map((request) => double(db().em(), request)));
    expect(batches).toEqual([[1], [2, 3, -4, 5]]);
    expect(answers.slice(0, 3)).toEqual([2, 4, 6]);
    expect(answers[3]).toEqual(new Error('no -4'));
    expect(answers[4]).toBe(10);
  });

  it('takes at most so many at a time', async () => {
    const { batches, decide } = doubler();
    const double = batched(decide, 2);
    await Promise.all([1, 2, 3, 4, 5].map((request) => double(db().em(), request)));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('decides a failed batch again one request at a time, and fails only the request that fails alone', async () => {
    const { batches, decide } = doubler();
    const double = batched(async (em: Em, requests: readonly number[]) => {
      if (requests.includes(13)) throw new Error('13 fails');
      return decide(em, requests);
    }, 100);
    const settled = await Promise.allSettled([1, 2, 13, 3].map((request) => double(db().em(), request)));
    expect(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([2, 4, '13 fails', 6]);
    expect(batches).toEqual([[1], [2], [3]]);
  });
});
