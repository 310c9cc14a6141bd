import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../modules/users/user.entity.ts';
import { createSession } from '../modules/users/session.service.ts';
import { temporaryStorage } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { useTestDatabase } from '../test/test-db.ts';
import { failure, fieldErrorsOf } from '../test/trpc-failure.ts';
import type { Context } from '../trpc/context.ts';
import { appRouter } from '../trpc/root.ts';
import { NUL_MESSAGE } from '../validation.ts';
import { FUZZ_DATABASES } from '../test/fuzz-databases.ts';
import { BROKEN_JSON, FUZZ_SEED, jsonOf, leaksInternals } from './fuzz-settings.ts';
import { fieldNamesOf, hostileInputFor, hostileValue, prototypeIsPolluted, shapedLike } from './hostile-values.ts';
import { atDepth } from '../test/depth.ts';

/**
 * Every tRPC procedure, read off the router so that one added later is fuzzed too, is called with
 * hostile input by an admin, a guest and a stranger, in process and over HTTP. Whatever it is handed,
 * it answers or refuses with a 4xx code; a BAD_REQUEST names the fields at fault; nothing leaks or
 * pollutes a prototype.
 */

type Procedure = (input: unknown) => Promise<unknown>;

const procedurePaths = Object.keys(appRouter._def.procedures);

type ProcedureDef = { inputs: unknown[]; type: 'query' | 'mutation' | 'subscription' };

function definitionOf(path: string): ProcedureDef {
  const procedure: unknown = appRouter._def.procedures[path as keyof typeof appRouter._def.procedures];
  const definition = (procedure as { _def?: ProcedureDef })._def;
  if (!definition) throw new Error(`${path} is not a procedure`);
  return definition;
}

const inputSchemasOf = (path: string) => definitionOf(path).inputs;

/** Walks `admin.products.create` down the caller proxy to the procedure it names. */
function procedureAt(caller: unknown, path: string): Procedure {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof target !== 'function') throw new Error(`${path} is not a procedure`);
  return target as Procedure;
}

/** What a call came to: its answer, or the error it was refused with. */
async function outcomeOf(call: Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  return call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function describeError(error: unknown): string {
  if (!(error instanceof TRPCError)) return `a ${Object.prototype.toString.call(error)}: ${String(error)}`;
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.stack ?? error.cause.message})` : '';
  return `${error.code}: ${error.message}${cause}`;
}

/** The property every call must keep, whoever calls and whatever it sends. */
function expectClientAnswer(outcome: Awaited<ReturnType<typeof outcomeOf>>): void {
  if (outcome.ok) {
    expect(leaksInternals(outcome.value), 'the answer carries a password hash or an internal detail').toBe(false);
    return;
  }
  const { error } = outcome;
  if (!(error instanceof TRPCError)) throw new Error(`refused with something other than a TRPCError: ${describeError(error)}`);
  expect(getHTTPStatusCodeFromError(error), describeError(error)).toBeLessThan(500);
  expect(leaksInternals(error.message), `message leaks: ${error.message}`).toBe(false);
  if (error.code === 'BAD_REQUEST') {
    const fields = fieldErrorsOf(error) ?? {};
    expect(Object.keys(fields).length, `BAD_REQUEST without field errors: ${error.message}`).toBeGreaterThan(0);
    for (const messages of Object.values(fields)) {
      expect(messages.length).toBeGreaterThan(0);
      messages.forEach((message) => expect(typeof message).toBe('string'));
    }
  }
}

type CallerKind = 'admin' | 'guest' | 'stranger';

/** Admins reach every procedure's body, so they get the most runs; the others mostly meet the guards. */
const RUNS: Record<CallerKind, number> = atDepth({ ci: { admin: 12, guest: 4, stranger: 3 }, deep: { admin: 30, guest: 10, stranger: 8 } });

describe('the fuzzed surface', () => {
  it('is read off the router and has the input schemas to shape hostile input from', () => {
    expect(procedurePaths.length).toBeGreaterThanOrEqual(50);
    expect(procedurePaths).toEqual(expect.arrayContaining(['admin.products.create', 'orders.placeAsGuest', 'users.register', 'catalog.list']));
    expect(fieldNamesOf(inputSchemasOf('admin.products.create')[0])).toEqual(expect.arrayContaining(['name', 'price', 'description', 'image']));
    expect(fieldNamesOf(inputSchemasOf('orders.placeAsGuest')[0])).toEqual(expect.arrayContaining(['payment_proof', 'guest_id', 'grand_total']));
  });
});

describe.each(FUZZ_DATABASES)('hostile tRPC input on %s', (kind) => {
  const db = useTestDatabase(kind);
  let admin: User;

  beforeAll(async () => {
    admin = (await createTestUser(db().em(), { role: 'admin' })).user;
    // A few rows for the plausible ids (1, 2, 3) to find, so some calls get past "not found".
    for (let count = 0; count < 3; count += 1) await createTestProduct(db().em());
  });

  async function contextFor(who: CallerKind): Promise<Partial<Omit<Context, 'em'>>> {
    const { storage } = await temporaryStorage();
    if (who === 'admin') return { user: admin, storage };
    if (who === 'guest') return { guestIdHeader: nanoid(), storage };
    return { storage };
  }

  it('refuses a NUL character in any text field with a field error, wherever it is nested', async () => {
    const caller = callerFor(db().em(), await contextFor('admin'));
    expect(fieldErrorsOf(await failure(caller.catalog.list({ search: 'silk\u0000' })))).toEqual({ search: [NUL_MESSAGE] });
    expect(fieldErrorsOf(await failure(caller.admin.announcements.create({ text: '\u0000' })))).toEqual({ text: [NUL_MESSAGE] });
    const settings = { settings: [{ key: 'thanks_message', value: 'salamat\u0000' }] };
    expect(fieldErrorsOf(await failure(caller.admin.settings.updateAll(settings)))).toEqual({ 'settings.0.value': [NUL_MESSAGE] });
    const form = new FormData();
    form.append('name', 'Barong\u0000');
    expect(fieldErrorsOf(await failure(caller.admin.products.create(form)))).toEqual({ name: [NUL_MESSAGE] });
  });

  it('asks who is calling before it looks at the input', async () => {
    const stranger = callerFor(db().em(), await contextFor('stranger'));
    expect((await failure(stranger.admin.announcements.create({ text: '\u0000' }))).code).toBe('UNAUTHORIZED');
  });

  it('treats a form field named __proto__ as an unknown field, never as the prototype of the others', async () => {
    const caller = callerFor(db().em(), await contextFor('admin'));
    const form = new FormData();
    form.append('__proto__', new File(['x'], 'piece.jpg', { type: 'image/jpeg' }));
    form.append('name', 'Barong');
    const error = await failure(caller.admin.products.create(form));
    expect(error.code).toBe('BAD_REQUEST');
    expect(Object.keys(fieldErrorsOf(error) ?? {})).toEqual(expect.arrayContaining(['price', 'size', '_']));
  });

  it.each(procedurePaths)('%s over HTTP answers broken and hostile input below 500, with field errors on 422', async (path) => {
    const { app } = await createTestApp(db());
    const { token } = await createSession(db().em(), admin);
    const fieldNames = inputSchemasOf(path).flatMap(fieldNamesOf);
    const isQuery = definitionOf(path).type === 'query';
    const rawInput = fc.oneof(shapedLike(fieldNames.length > 0 ? fieldNames : ['x']).map(jsonOf), hostileValue.map(jsonOf), fc.constantFrom(...BROKEN_JSON));
    await fc.assert(
      fc.asyncProperty(rawInput, async (input) => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const response = isQuery
          ? await app.request(`/trpc/${path}?input=${encodeURIComponent(input)}`, { headers })
          : await app.request(`/trpc/${path}`, { method: 'POST', headers, body: input });
        const text = await response.text();
        expect(response.status, text.slice(0, 500)).toBeLessThan(500);
        expect(leaksInternals(text), text.slice(0, 500)).toBe(false);
        if (response.status !== 422) return;
        const body = JSON.parse(text) as { error?: { data?: { fieldErrors?: Record<string, string[]> | null } } };
        expect(Object.keys(body.error?.data?.fieldErrors ?? {}).length, text.slice(0, 500)).toBeGreaterThan(0);
      }),
      { numRuns: 8, seed: FUZZ_SEED },
    );
  });

  describe.each(['admin', 'guest', 'stranger'] as const)('called by %s', (who) => {
    it.each(procedurePaths)('%s answers or refuses with a 4xx and field errors', async (path) => {
      const fieldNames = inputSchemasOf(path).flatMap(fieldNamesOf);
      const context = await contextFor(who);
      await fc.assert(
        fc.asyncProperty(hostileInputFor(fieldNames), async (input) => {
          const procedure = procedureAt(callerFor(db().em(), context), path);
          expectClientAnswer(await outcomeOf(procedure(input)));
          expect(prototypeIsPolluted(), 'Object.prototype was written to').toBe(false);
        }),
        { numRuns: RUNS[who], seed: FUZZ_SEED, endOnFailure: true },
      );
    });
  });
});
