import { TRPCError } from '@trpc/server';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { CALLERS, EXPECTED, GUEST_ID_MISSING, NOT_AN_ADMIN, procedurePaths, ruleOf, useMatrixPeople, type CallerName } from '../test/access-matrix.ts';
import { callerFor } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import type { Context } from '../trpc/context.ts';

type Procedure = (input: unknown) => Promise<unknown>;

/** Walks `admin.products.create` down the caller proxy to the procedure it names. */
function procedureAt(caller: unknown, path: string): Procedure {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof target !== 'function') throw new Error(`${path} is not a procedure`);
  return target as Procedure;
}

async function trpcAnswer(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error === null) return 'allowed';
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'UNAUTHORIZED') return 'unauthenticated';
  if (error.code === 'FORBIDDEN') return error.message === NOT_AN_ADMIN ? 'not an admin' : `forbidden: ${error.message}`;
  // The builder's refusal carries a ValidationError; a schema's complaint about a guest_id field is a ZodError.
  if (error.cause instanceof ValidationError && error.cause.fieldErrors.guest_id?.includes(GUEST_ID_MISSING)) return 'no guest id';
  return 'allowed';
}

/** Every tRPC procedure called by each of the matrix's five callers, as its rule in server/test/access-matrix.ts says. */
describe.each(TEST_DATABASES)('the access matrix for tRPC on %s', (kind) => {
  const db = useTestDatabase(kind);
  const person = useMatrixPeople(db);

  function trpcContext(name: CallerName): Partial<Omit<Context, 'em'>> {
    if (name === 'anonymous') return {};
    if (name === 'guest') return { guestIdHeader: nanoid() };
    return { user: person(name) };
  }

  it.each(procedurePaths)('tRPC %s answers each caller as its rule says', async (path) => {
    const answers: Record<string, string> = {};
    for (const name of CALLERS) {
      answers[name] = await trpcAnswer(procedureAt(callerFor(db().em(), trpcContext(name)), path)({}));
    }
    expect(answers).toEqual(EXPECTED[ruleOf(path)]);
  });
});
