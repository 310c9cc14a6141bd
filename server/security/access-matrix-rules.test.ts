import { describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/adapter.ts';
import type { RestRoute } from '../rest/route.ts';
import { procedurePaths, restKey, ruleOf, RULES, type Rule } from '../test/access-matrix.ts';
import { adminProcedure, buyerProcedure, guestProcedure, publicProcedure, userProcedure } from '../trpc/init.ts';
import { appRouter } from '../trpc/root.ts';

/** What a REST route's own declaration means: `as: 'guest'` paths serve the X-Guest-ID alone. */
const declaredRule = (route: RestRoute): Rule => (route.as === 'guest' ? 'guest' : route.access);

const BUILDERS = [
  ['admin', adminProcedure],
  ['user', userProcedure],
  ['buyer', buyerProcedure],
  ['guest', guestProcedure],
  ['public', publicProcedure],
] as const;

/** A built procedure keeps its builder's middlewares first, in order (tRPC's own bookkeeping). */
function middlewaresOf(path: string): readonly unknown[] {
  const procedure: unknown = Reflect.get(appRouter._def.procedures, path);
  const definition: unknown = typeof procedure === 'function' ? Reflect.get(procedure, '_def') : undefined;
  const middlewares: unknown = typeof definition === 'object' && definition !== null ? Reflect.get(definition, 'middlewares') : undefined;
  if (!Array.isArray(middlewares)) throw new Error(`${path} is not a procedure`);
  return middlewares;
}

function builtOn(path: string): Rule | 'an unknown builder' {
  const own = middlewaresOf(path);
  const builder = BUILDERS.find(([, candidate]) => candidate._def.middlewares.every((middleware, index) => own[index] === middleware));
  return builder?.[0] ?? 'an unknown builder';
}

/**
 * The access matrix (server/test/access-matrix.ts) against what is served: a rule for every procedure
 * and path, and each one built or declared as its rule says, before any caller is tried on them.
 */
describe('the access matrix', () => {
  it('gives every tRPC procedure and every REST path a rule, and no rule to anything that is not served', () => {
    expect(procedurePaths.length).toBeGreaterThan(50);
    expect(Object.keys(RULES).sort()).toEqual([...procedurePaths, ...restRoutes.map(restKey)].sort());
  });

  it('builds each procedure on the builder its rule names (every admin procedure on adminProcedure)', () => {
    const built = Object.fromEntries(procedurePaths.map((path) => [path, builtOn(path)]));
    expect(built).toEqual(Object.fromEntries(procedurePaths.map((path) => [path, ruleOf(path)])));
  });

  it('declares each REST path in the route table with the rule the matrix gives it', () => {
    const declared = Object.fromEntries(restRoutes.map((route) => [restKey(route), declaredRule(route)]));
    expect(declared).toEqual(Object.fromEntries(restRoutes.map((route) => [restKey(route), ruleOf(restKey(route))])));
  });
});
