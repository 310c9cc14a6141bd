import type { Em } from '../db/orm.ts';

/**
 * Makes every transaction that writes `table` fail at its COMMIT, after all its statements ran (a
 * deferred constraint trigger raises): a write that published its live changes and then rolled back.
 * Answers the undo.
 */
export async function failCommitsOn(em: Em, table: string): Promise<() => Promise<void>> {
  await em.execute(
    `create or replace function test_fail_commit() returns trigger language plpgsql as $$ begin raise exception 'this test fails the commit'; end $$`,
  );
  await em.execute(
    `create constraint trigger test_fail_commit after insert or update or delete on ${table} deferrable initially deferred for each row execute function test_fail_commit()`,
  );
  return async () => {
    await em.execute(`drop trigger test_fail_commit on ${table}`);
  };
}
