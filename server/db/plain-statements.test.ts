import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { groupedStatements, plainStatements } from './plain-statements.ts';

describe.each(TEST_DATABASES)('plain statements on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('reads rows with values written in by the ORM, timestamps as PostgreSQL text', async () => {
    const run = plainStatements(db().em());
    const rows = await run<{ word: string; at: string }>({ sql: `select ? as word, ?::timestamptz as at`, params: [`it's; "quoted"`, new Date('2026-11-28T09:00:00Z')] });
    expect(rows).toEqual([{ word: `it's; "quoted"`, at: expect.stringMatching(/^2026-11-28 09:00:00(\+00)?/) as unknown }]);
  });

  it('reads inside a transaction on its connection, seeing what the transaction wrote', async () => {
    const seen = await db()
      .em()
      .transactional(async (em) => {
        await em.execute(`create temporary table scratch (n int) on commit drop`);
        await em.execute(`insert into scratch values (7)`);
        return plainStatements(em)<{ n: number }>({ sql: 'select n from scratch', params: [] });
      });
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('answers statements sent at once each with its own rows, in any order of their text, a terminator of their own or not', async () => {
    const run = groupedStatements(db().em());
    const answers = await Promise.all([1, 2, 3, 4, 5, 9, 8, 7, 6].map((n) => run<{ n: number }>({ sql: `select ?::int as n${n % 2 ? ';' : ''}`, params: [n] })));
    expect(answers).toEqual([1, 2, 3, 4, 5, 9, 8, 7, 6].map((n) => [{ n }]));
  });

  it('refuses a text of two statements, never shifting the answers of those sent with it', async () => {
    const run = groupedStatements(db().em());
    const texts = ['select 1 as n', 'select 2 as n', 'select 0 as n; select 3 as n', 'select 4 as n', 'select 5 as n'];
    const settled = await Promise.allSettled(texts.map((sql) => run<{ n: number }>({ sql, params: [] })));
    expect(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'refused'))).toEqual([[{ n: 1 }], [{ n: 2 }], 'refused', [{ n: 4 }], [{ n: 5 }]]);
  });

  it('fails only the statement that fails, even when it was sent with others', async () => {
    const run = groupedStatements(db().em());
    const divisors = [1, 2, 3, 4, 6, 0, 12];
    const settled = await Promise.allSettled(divisors.map((n) => run<{ q: number }>({ sql: 'select 12 / ?::int as q', params: [n] })));
    expect(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual(
      divisors.map((n) => (n === 0 ? 'failed' : [{ q: 12 / n }])),
    );
  });
});

describe.runIf(TEST_DATABASES.includes('postgresql'))('grouped statements on postgresql', () => {
  const db = useTestDatabase('postgresql');

  it('sends the statements that arrive while one is in flight together, as one transaction', async () => {
    const run = groupedStatements(db().em());
    const transactions = await Promise.all(
      Array.from({ length: 6 }, async () => (await run<{ tx: string }>({ sql: 'select txid_current()::text as tx', params: [] }))[0]?.tx),
    );
    // The first goes at once, alone; the five that arrived meanwhile went as one query.
    expect(new Set(transactions.slice(1))).toEqual(new Set([transactions[1]]));
    expect(transactions[0]).not.toBe(transactions[1]);
  });
});
