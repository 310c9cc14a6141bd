import { TRPCError } from '@trpc/server';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { createSession } from '../modules/users/session.service.ts';
import { User } from '../modules/users/user.entity.ts';
import { restRoutes } from '../rest/adapter.ts';
import type { RestRoute } from '../rest/route.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import type { Context } from '../trpc/context.ts';
import { adminProcedure, buyerProcedure, guestProcedure, publicProcedure, userProcedure } from '../trpc/init.ts';
import { appRouter } from '../trpc/root.ts';

/**
 * Who may call what, for every tRPC procedure and every REST path, proven for five callers. The
 * procedures are read off the router and the paths off the adapter's table, so one added later fails
 * the first test until it is given a rule here.
 *
 * - public: anyone.
 * - buyer: a signed-in user, or else a guest with a well-formed X-Guest-ID (design.md §2).
 * - guest: the X-Guest-ID alone, session or not (guest checkout, guest orders, the /guest/… paths).
 * - user: a Bearer or cookie session.
 * - admin: a session of an admin.
 */
type Rule = 'public' | 'buyer' | 'guest' | 'user' | 'admin';

const RULES: Record<string, Rule> = {
  // tRPC procedures, by path.
  'catalog.list': 'public',
  'catalog.listFull': 'public',
  'catalog.newDrops': 'public',
  'catalog.byId': 'public',
  'catalog.similar': 'public',
  'content.announcements': 'public',
  'content.heroSlides': 'public',
  'settings.get': 'public',
  'cart.get': 'buyer',
  'cart.add': 'buyer',
  'cart.remove': 'buyer',
  'cart.clear': 'buyer',
  'cart.hold': 'buyer',
  'cart.release': 'buyer',
  'queue.place': 'public',
  'queue.mine': 'buyer',
  'queue.join': 'buyer',
  'queue.leave': 'buyer',
  'orders.place': 'user',
  'orders.placeAsGuest': 'guest',
  'orders.list': 'buyer',
  'orders.byId': 'buyer',
  'orders.proof': 'buyer',
  'orders.guestList': 'guest',
  'orders.guestById': 'guest',
  'orders.guestProof': 'guest',
  'orders.byViewLink': 'public',
  'users.requestPasswordReset': 'public',
  'users.resetPassword': 'public',
  'address.regions': 'public',
  'address.provinces': 'public',
  'address.cities': 'public',
  'address.barangays': 'public',
  'users.register': 'public',
  'users.login': 'public',
  'users.logout': 'public',
  'users.session': 'public',
  'users.me': 'user',
  'profiles.get': 'buyer',
  'profiles.save': 'buyer',
  'admin.products.list': 'admin',
  'admin.products.byId': 'admin',
  'admin.products.create': 'admin',
  'admin.products.update': 'admin',
  'admin.products.delete': 'admin',
  'admin.products.restock': 'admin',
  'admin.products.markSold': 'admin',
  'admin.products.unmarkSold': 'admin',
  'admin.products.reserve': 'admin',
  'admin.products.endReservation': 'admin',
  'admin.products.events': 'admin',
  'admin.orders.list': 'admin',
  'admin.orders.counts': 'admin',
  'admin.orders.byId': 'admin',
  'admin.orders.proof': 'admin',
  'admin.orders.updateStatus': 'admin',
  'admin.orders.setPaymentChecks': 'admin',
  'admin.orders.mails': 'admin',
  'admin.orders.resendMail': 'admin',
  'admin.orders.paymentMethods': 'admin',
  'admin.orders.export': 'admin',
  'admin.orders.neighbours': 'admin',
  'admin.orders.events': 'admin',
  'admin.orders.packingSlips': 'admin',
  'admin.announcements.list': 'admin',
  'admin.announcements.byId': 'admin',
  'admin.announcements.create': 'admin',
  'admin.announcements.update': 'admin',
  'admin.announcements.toggle': 'admin',
  'admin.announcements.delete': 'admin',
  'admin.heroSlides.list': 'admin',
  'admin.heroSlides.create': 'admin',
  'admin.heroSlides.update': 'admin',
  'admin.heroSlides.delete': 'admin',
  'admin.heroSlides.setInterval': 'admin',
  'drops.bySlug': 'public',
  'drops.upcoming': 'public',
  'admin.drops.list': 'admin',
  'admin.drops.byId': 'admin',
  'admin.drops.create': 'admin',
  'admin.drops.update': 'admin',
  'admin.drops.cancel': 'admin',
  'admin.drops.assignPieces': 'admin',
  'admin.drops.removePiece': 'admin',
  'admin.drops.draftPieces': 'admin',
  'admin.holds.list': 'admin',
  'admin.holds.release': 'admin',
  'admin.queue.list': 'admin',
  'admin.queue.clear': 'admin',
  'admin.settings.getAll': 'admin',
  'admin.settings.update': 'admin',
  'admin.settings.updateAll': 'admin',
  'admin.users.list': 'admin',
  'admin.users.changePassword': 'admin',

  // REST paths, by method and path under /api.
  'POST /register': 'public',
  'POST /login': 'public',
  'POST /logout': 'public',
  'GET /user': 'user',
  'GET /products': 'public',
  'GET /products/:id': 'public',
  'GET /products/:id/similar': 'public',
  'GET /announcements': 'public',
  'GET /hero-carousel': 'public',
  'GET /settings': 'public',
  'GET /cart': 'user',
  'POST /cart/add': 'user',
  'POST /cart/remove': 'user',
  'POST /cart/clear': 'user',
  'POST /cart/hold': 'user',
  'POST /cart/release': 'user',
  'GET /guest/cart': 'guest',
  'POST /guest/cart/add': 'guest',
  'POST /guest/cart/remove': 'guest',
  'POST /guest/cart/clear': 'guest',
  'POST /guest/cart/hold': 'guest',
  'POST /guest/cart/release': 'guest',
  'GET /products/:id/queue': 'public',
  'POST /products/:id/queue': 'buyer',
  'DELETE /products/:id/queue': 'buyer',
  'GET /address/regions': 'public',
  'GET /address/provinces': 'public',
  'GET /address/provinces/:code/cities': 'public',
  'GET /address/cities/:code/barangays': 'public',
  'POST /orders': 'user',
  'POST /guest-orders': 'guest',
  'GET /orders': 'user',
  'GET /orders/:id': 'user',
  'GET /guest-orders': 'guest',
  'GET /guest-orders/:id': 'guest',
  'GET /orders/:id/payment-proof': 'user',
  'GET /guest-orders/:id/payment-proof': 'guest',
  'GET /profile': 'user',
  'POST /profile': 'user',
  'GET /guest/profile': 'guest',
  'POST /guest/profile': 'guest',
  'GET /admin/products': 'admin',
  'GET /admin/products/:id': 'admin',
  'POST /products': 'admin',
  'PUT /products/:id': 'admin',
  'DELETE /products/:id': 'admin',
  'POST /products/:id/restock': 'admin',
  'POST /products/:id/mark-sold': 'admin',
  'DELETE /products/:id/mark-sold': 'admin',
  'POST /products/:id/reservation': 'admin',
  'DELETE /products/:id/reservation': 'admin',
  'GET /admin/products/:id/events': 'admin',
  'GET /admin/orders': 'admin',
  'GET /admin/orders/:id': 'admin',
  'GET /admin/orders/:id/payment-proof': 'admin',
  'POST /admin/orders/:id/status': 'admin',
  'POST /admin/orders/:id/payment-checks': 'admin',
  'GET /admin/orders/export.csv': 'admin',
  'GET /admin/orders/:id/events': 'admin',
  'GET /admin/orders/:id/neighbours': 'admin',
  'GET /admin/packing-slips': 'admin',
  'GET /admin/announcements': 'admin',
  'POST /admin/announcements': 'admin',
  'GET /admin/announcements/:id': 'admin',
  'PUT /admin/announcements/:id': 'admin',
  'DELETE /admin/announcements/:id': 'admin',
  'POST /admin/announcements/:id/toggle': 'admin',
  'GET /admin/hero-carousel': 'admin',
  'POST /admin/hero-carousel/interval': 'admin',
  'POST /admin/hero-carousel': 'admin',
  'PUT /admin/hero-carousel/:id': 'admin',
  'DELETE /admin/hero-carousel/:id': 'admin',
  'GET /drops/upcoming': 'public',
  'GET /drops/:slug': 'public',
  'GET /admin/drops': 'admin',
  'POST /admin/drops': 'admin',
  'GET /admin/drops/:id': 'admin',
  'PUT /admin/drops/:id': 'admin',
  'DELETE /admin/drops/:id': 'admin',
  'POST /admin/drops/:id/pieces': 'admin',
  'DELETE /admin/drops/:id/pieces/:product_id': 'admin',
  'GET /admin/holds': 'admin',
  'GET /admin/products/:id/queue': 'admin',
  'DELETE /admin/products/:id/queue': 'admin',
  'DELETE /admin/holds/:id': 'admin',
  'GET /admin/settings': 'admin',
  'PUT /admin/settings/:key': 'admin',
  'POST /admin/settings': 'admin',
  'GET /admin/users': 'admin',
  'POST /admin/users/:id/change-password': 'admin',
};

const CALLERS = ['anonymous', 'guest', 'user', 'other user', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

/**
 * How a call ends, as far as access goes: `allowed` whenever the caller got past the door, whatever
 * the call then made of its (deliberately empty) input.
 */
type Answer = 'allowed' | 'unauthenticated' | 'not an admin' | 'no guest id';

const ALLOWED_TO_ALL: Record<CallerName, Answer> = { anonymous: 'allowed', guest: 'allowed', user: 'allowed', 'other user': 'allowed', admin: 'allowed' };

const EXPECTED: Record<Rule, Record<CallerName, Answer>> = {
  public: ALLOWED_TO_ALL,
  // docs/product/api.md "Profile" names the refusal of a guest path without a guest id: 'Guest ID not found'.
  buyer: { ...ALLOWED_TO_ALL, anonymous: 'no guest id' },
  guest: { anonymous: 'no guest id', guest: 'allowed', user: 'no guest id', 'other user': 'no guest id', admin: 'no guest id' },
  user: { ...ALLOWED_TO_ALL, anonymous: 'unauthenticated', guest: 'unauthenticated' },
  admin: { anonymous: 'unauthenticated', guest: 'unauthenticated', user: 'not an admin', 'other user': 'not an admin', admin: 'allowed' },
};

const NOT_AN_ADMIN = 'You do not have permission to access this page.';
const GUEST_ID_MISSING = 'Guest ID not found';

const procedurePaths = Object.keys(appRouter._def.procedures);
const restKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

function ruleOf(key: string): Rule {
  const rule = RULES[key];
  if (!rule) throw new Error(`${key} has no access rule in the matrix`);
  return rule;
}

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

async function restAnswer(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (response.status === 401) return 'unauthenticated';
  if (response.status === 403) return body?.message === NOT_AN_ADMIN ? 'not an admin' : `forbidden: ${body?.message ?? ''}`;
  if (response.status === 422 && JSON.stringify(body?.errors) === JSON.stringify({ guest_id: [GUEST_ID_MISSING] })) return 'no guest id';
  return 'allowed';
}

/** A path with its parameters filled in with ids that exist nowhere. */
const concrete = (path: string) => `/api${path.replace(/:[a-z_]+/g, '999999')}`;

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

describe.each(TEST_DATABASES)('the access matrix on %s', (kind) => {
  const db = useTestDatabase(kind);
  const people: Partial<Record<'user' | 'other user' | 'admin', User>> = {};

  beforeAll(async () => {
    people.user = (await createTestUser(db().em())).user;
    people['other user'] = (await createTestUser(db().em())).user;
    people.admin = (await createTestUser(db().em(), { role: 'admin' })).user;
  });

  function person(name: 'user' | 'other user' | 'admin'): User {
    const found = people[name];
    if (!found) throw new Error(`${name} is not set up`);
    return found;
  }

  function trpcContext(name: CallerName): Partial<Omit<Context, 'em'>> {
    if (name === 'anonymous') return {};
    if (name === 'guest') return { guestIdHeader: nanoid() };
    return { user: person(name) };
  }

  /** Fresh sessions each time: a REST logout among the paths ends the session it is sent with. */
  async function restHeaders(name: CallerName): Promise<Record<string, string>> {
    if (name === 'anonymous') return {};
    if (name === 'guest') return { 'X-Guest-ID': nanoid() };
    const em = db().em();
    const { token } = await createSession(em, em.getReference(User, person(name).id));
    return { authorization: `Bearer ${token}` };
  }

  it.each(procedurePaths)('tRPC %s answers each caller as its rule says', async (path) => {
    const answers: Record<string, string> = {};
    for (const name of CALLERS) {
      answers[name] = await trpcAnswer(procedureAt(callerFor(db().em(), trpcContext(name)), path)({}));
    }
    expect(answers).toEqual(EXPECTED[ruleOf(path)]);
  });

  it.each(restRoutes.map((route) => [route.method.toUpperCase(), route.path] as const))(
    'REST %s %s answers each caller as its rule says, refusing before the body is read',
    async (method, path) => {
      const { app } = await createTestApp(db());
      const answers: Record<string, string> = {};
      for (const name of CALLERS) {
        // A body no route accepts (415 once read): a refusal proves the door was shut before reading it.
        const response = await app.request(concrete(path), {
          method,
          headers: { ...(await restHeaders(name)), ...(method === 'GET' ? {} : { 'content-type': 'text/csv' }) },
          body: method === 'GET' ? undefined : 'product_id\n1',
        });
        answers[name] = await restAnswer(response);
      }
      expect(answers).toEqual(EXPECTED[ruleOf(`${method} ${path}`)]);
    },
  );

  it.each(restRoutes.filter((route) => route.method === 'put').map((route) => [route.path] as const))(
    'REST POST %s with _method=PUT answers each caller as the PUT does',
    async (path) => {
      const { app } = await createTestApp(db());
      const answers: Record<string, string> = {};
      for (const name of CALLERS) {
        const form = new FormData();
        form.append('_method', 'PUT');
        answers[name] = await restAnswer(await app.request(concrete(path), { method: 'POST', headers: await restHeaders(name), body: form }));
      }
      expect(answers).toEqual(EXPECTED[ruleOf(`PUT ${path}`)]);
    },
  );
});

/** Fields only admins' answers carry (design.md §8 "Visibility"): a piece's visibility, its drop time and its drop. */
const ADMIN_ONLY_PRODUCT_FIELDS = ['visibility', 'drop_at', 'drop'];

describe.each(TEST_DATABASES)('admin-only product fields on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('reach admins through admin.products and /api/admin/products, and no one through a shopper’s answer, an admin’s own included', async () => {
    const { user: admin, token } = await createTestUser(db().em(), { role: 'admin' });
    const piece = await createTestProduct(db().em(), { isNewArrival: true });
    const { app } = await createTestApp(db());
    const adminCaller = callerFor(db().em(), { user: admin });
    const keysOf = (output: object) => Object.keys(output);
    const guestId = nanoid();
    await callerFor(db().em(), { guestIdHeader: guestId }).cart.add({ product_id: piece.id });

    const shopperAnswers = [
      await adminCaller.catalog.byId({ id: piece.id }),
      ...(await adminCaller.catalog.list({})).data,
      ...(await adminCaller.catalog.listFull({})).data,
      ...(await adminCaller.catalog.newDrops()),
      ...(await callerFor(db().em(), { guestIdHeader: guestId }).cart.get()).items.map((item) => item.product),
      ((await (await app.request(`/api/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: object }).data,
    ];
    for (const answer of shopperAnswers) expect(keysOf(answer)).not.toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${ADMIN_ONLY_PRODUCT_FIELDS.join('|')})$`))]));

    const adminAnswers = [
      await adminCaller.admin.products.byId({ id: piece.id }),
      ...(await adminCaller.admin.products.list({})).data,
      ((await (await app.request(`/api/admin/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: object }).data,
    ];
    for (const answer of adminAnswers) expect(keysOf(answer)).toEqual(expect.arrayContaining(ADMIN_ONLY_PRODUCT_FIELDS));
  });
});
