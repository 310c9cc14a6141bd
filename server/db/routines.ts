import { createHash } from 'node:crypto';
import type { Em } from './orm.ts';

/**
 * A PL/pgSQL function the app calls, named after its own text: `ukay_hold_carts_<hash>`. Migrations
 * freeze what they write, but a routine's body is built from the same SQL fragments the app's other
 * statements use (the hold's rule is written once, in TypeScript), so it is installed by the code that
 * calls it, as Flyway's repeatable migrations are: a changed body is a new name, so instances of an old
 * and a new release on one database each call their own (decision 019).
 */
export type Routine = { name: string; definition: string };

/** `signature`: the parameters and result after the name, e.g. `(requests jsonb) returns jsonb`. */
export function defineRoutine(base: string, signature: string, body: string): Routine {
  const name = `${base}_${createHash('sha256').update(signature).update(body).digest('hex').slice(0, 12)}`;
  return { name, definition: `create or replace function ${name}${signature} language plpgsql volatile as $routine$\n${body}\n$routine$` };
}

/** The routines each database (by the driver that reaches it) has been given by this process. */
const installed = new WeakMap<object, Map<string, Promise<void>>>();

const UNDEFINED_FUNCTION = '42883';

async function install(em: Em, routine: Routine): Promise<void> {
  await em.fork().transactional(async (tx) => {
    // Instances starting together take turns: PostgreSQL refuses two concurrent replacements of one function.
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`routine:${routine.name}`]);
    await tx.execute(routine.definition);
  });
}

/** Installs the routine once per process and database; the first caller's failure is every waiting caller's. */
export function ensureRoutine(em: Em, routine: Routine): Promise<void> {
  const driver = em.getDriver();
  const routines = installed.get(driver) ?? new Map<string, Promise<void>>();
  installed.set(driver, routines);
  let installing = routines.get(routine.name);
  if (!installing) {
    installing = install(em, routine);
    installing.catch(() => routines.delete(routine.name));
    routines.set(routine.name, installing);
  }
  return installing;
}

/**
 * After a call failed: if the routine is gone (a restored backup, a dropped schema), the next caller
 * installs it again rather than failing for as long as this process runs.
 */
export function forgetIfMissing(em: Em, routine: Routine, error: unknown): void {
  if ((error as { code?: unknown }).code === UNDEFINED_FUNCTION) installed.get(em.getDriver())?.delete(routine.name);
}
