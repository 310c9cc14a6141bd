import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createOrm } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { restRoutes } from '../rest/adapter.ts';
import { openApiDocument, openApiPath } from '../rest/openapi.ts';
import { createAppWithEnv, fromAddress } from '../test/app-with-env.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { callerFor, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { failure } from '../test/trpc-failure.ts';
import { createRateLimiters } from './rate-limiter.ts';
import { rateLimitsFrom } from './rate-limits.ts';

/** Small limits, so that a test reaches them in a few calls. */
const LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: '3',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '3',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_REGISTER_PER_ACCOUNT: '2',
  RATE_LIMIT_PASSWORD_CHANGE_PER_IP: '2',
  RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT: '2',
  RATE_LIMIT_HOLD_PER_IP: '3',
  RATE_LIMIT_HOLD_PER_BUYER: '2',
};

type App = Awaited<ReturnType<typeof createAppWithEnv>>['app'];
type Call = { ip: string; headers?: Record<string, string> };

let addresses = 0;
/** An address no other test has used: counters live in the database the whole file shares. */
const freshIp = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
const freshEmail = () => `limited-${nanoid(8).toLowerCase()}@example.com`;

function post(app: App, path: string, body: unknown, { ip, headers = {} }: Call) {
  return app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) },
    fromAddress(ip),
  );
}

/** The answer is a 429 with Retry-After (1 s to the window's length) and the REST or tRPC message. */
async function expectLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as { message?: string; error?: { message: string; data: { code: string; httpStatus: number } } };
  const message = body.error?.message ?? body.message;
  expect(message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
  if (body.error) expect(body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  else expect(Object.keys(body)).toEqual(['message']);
}

describe.each(TEST_DATABASES)('rate limits on %s', (kind) => {
  const db = useTestDatabase(kind);
  const app = async (variables: Record<string, string> = {}) => (await createAppWithEnv(db().orm, { ...LIMITS, ...variables })).app;
  const login = (target: App, email: string, password: string, call: Call) => post(target, '/api/login', { email, password }, call);
  const hold = (target: App, guestId: string, ip: string) => post(target, '/api/guest/cart/hold', undefined, { ip, headers: { 'X-Guest-ID': guestId } });

  describe('sign-in (users.login, POST /api/login)', () => {
    it('refuses an address after its limit, whoever it signs in as, and lets another address in', async () => {
      const shop = await app();
      const { user, password } = await createTestUser(db().em());
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) expect((await login(shop, freshEmail(), 'wrong password', { ip })).status).toBe(401);
      await expectLimited(await login(shop, user.email, password, { ip }), 15 * 60);
      await expectLimited(await post(shop, '/trpc/users.login', { email: user.email, password }, { ip }), 15 * 60);
      expect((await login(shop, user.email, password, { ip: freshIp() })).status).toBe(200);
    });

    it('refuses an account at one address after its limit of failed attempts; that account elsewhere, and another account there, are unaffected', async () => {
      const shop = await app({ RATE_LIMIT_LOGIN_PER_IP: '0' });
      const target = await createTestUser(db().em());
      const other = await createTestUser(db().em());
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(shop, target.user.email, 'guessed password', { ip })).status).toBe(401);
      }
      // Even the right password waits there now: a guess that happens to be right must not get through either.
      await expectLimited(await login(shop, target.user.email, target.password, { ip }), 15 * 60);
      await expectLimited(await login(shop, target.user.email.toUpperCase(), target.password, { ip }), 15 * 60);
      await expectLimited(await post(shop, '/trpc/users.login', { email: target.user.email, password: target.password }, { ip }), 15 * 60);
      expect((await login(shop, other.user.email, other.password, { ip })).status).toBe(200);
      expect((await login(shop, target.user.email, target.password, { ip: freshIp() })).status).toBe(200);
    });

    it('counts only failed attempts against an account at an address: signing in clears them', async () => {
      const shop = await app({ RATE_LIMIT_LOGIN_PER_IP: '0' });
      const { user, password } = await createTestUser(db().em());
      const from = { ip: freshIp() };
      for (let round = 0; round < 3; round++) {
        expect((await login(shop, user.email, 'typo', from)).status).toBe(401);
        expect((await login(shop, user.email, 'typo again', from)).status).toBe(401);
        expect((await login(shop, user.email, password, from)).status).toBe(200);
      }
    });

    it('counts an in-process caller (no address) against the account', async () => {
      const { user } = await createTestUser(db().em());
      const rateLimiters = createRateLimiters(db().orm, rateLimitsFrom(parseEnv(LIMITS)));
      const caller = callerFor(db().em(), { rateLimiters });
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await failure(caller.users.login({ email: user.email, password: 'nope' }))).code).toBe('UNAUTHORIZED');
      }
      const refused = await failure(caller.users.login({ email: user.email, password: 'nope' }));
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toBe('Too many attempts. Please try again in 15 minutes.');
    });
  });

  describe('sign-up (users.register, POST /api/register)', () => {
    const register = (target: App, email: string, call: Call) =>
      post(target, '/api/register', { name: 'Gabriela Silang', email, password: 'vigan-1763', password_confirmation: 'vigan-1763' }, call);

    it('refuses an address after its limit and lets another address sign up', async () => {
      const shop = await app();
      const ip = freshIp();
      expect((await register(shop, freshEmail(), { ip })).status).toBe(201);
      expect((await register(shop, freshEmail(), { ip })).status).toBe(201);
      await expectLimited(await register(shop, freshEmail(), { ip }), 60 * 60);
      await expectLimited(
        await post(shop, '/trpc/users.register', { name: 'G', email: freshEmail(), password: 'vigan-1763', password_confirmation: 'vigan-1763' }, { ip }),
        60 * 60,
      );
      expect((await register(shop, freshEmail(), { ip: freshIp() })).status).toBe(201);
    });

    it('refuses an email after its limit from any address; another email is unaffected', async () => {
      const shop = await app();
      const email = freshEmail();
      expect((await register(shop, email, { ip: freshIp() })).status).toBe(201);
      expect((await register(shop, email, { ip: freshIp() })).status).toBe(422);
      await expectLimited(await register(shop, email, { ip: freshIp() }), 60 * 60);
      expect((await register(shop, freshEmail(), { ip: freshIp() })).status).toBe(201);
    });
  });

  describe('admin password change (admin.users.changePassword, POST /api/admin/users/:id/change-password)', () => {
    it('refuses an address, then an admin, after their limits; another admin elsewhere is unaffected', async () => {
      const shop = await app();
      const first = await createTestUser(db().em(), { role: 'admin' });
      const second = await createTestUser(db().em(), { role: 'admin' });
      const { user } = await createTestUser(db().em());
      const body = { password: 'new-password-1', password_confirmation: 'new-password-1' };
      const change = (admin: { token: string }, ip: string, path = `/api/admin/users/${user.id}/change-password`) =>
        post(shop, path, path.startsWith('/trpc') ? { ...body, id: user.id } : body, { ip, headers: { authorization: `Bearer ${admin.token}` } });

      const ip = freshIp();
      expect((await change(first, ip)).status).toBe(200);
      expect((await change(first, ip)).status).toBe(200);
      await expectLimited(await change(first, ip), 15 * 60);
      await expectLimited(await change(second, ip), 15 * 60); // the address is spent
      await expectLimited(await change(first, freshIp()), 15 * 60); // and so is the first admin
      await expectLimited(await change(first, freshIp(), '/trpc/admin.users.changePassword'), 15 * 60);
      expect((await change(second, freshIp())).status).toBe(200);
    });

    it('counts only admins: a customer is refused with 403 before anything is counted', async () => {
      const shop = await app();
      const customer = await createTestUser(db().em());
      const ip = freshIp();
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await post(shop, `/api/admin/users/${customer.user.id}/change-password`, { password: 'new-password-1', password_confirmation: 'new-password-1' }, {
          ip,
          headers: { authorization: `Bearer ${customer.token}` },
        });
        expect(response.status).toBe(403);
      }
    });
  });

  describe('hold (cart.hold, POST /api/cart/hold and /api/guest/cart/hold)', () => {

    it('refuses a guest after its limit from any address; another guest is unaffected', async () => {
      const shop = await app();
      const guestId = nanoid();
      const product = await createTestProduct(db().em());
      await post(shop, '/api/guest/cart/add', { product_id: product.id }, { ip: freshIp(), headers: { 'X-Guest-ID': guestId } });
      expect((await hold(shop, guestId, freshIp())).status).toBe(200);
      expect((await hold(shop, guestId, freshIp())).status).toBe(200);
      await expectLimited(await hold(shop, guestId, freshIp()), 60);
      await expectLimited(await post(shop, '/trpc/cart.hold', undefined, { ip: freshIp(), headers: { 'X-Guest-ID': guestId } }), 60);
      // An empty cart is a 409: the call was let through.
      expect((await hold(shop, nanoid(), freshIp())).status).toBe(409);
    });

    it('refuses an address after its limit, whichever guest asks; another address is unaffected', async () => {
      const shop = await app();
      const ip = freshIp();
      for (let guest = 0; guest < 3; guest++) expect((await hold(shop, nanoid(), ip)).status).toBe(409);
      await expectLimited(await hold(shop, nanoid(), ip), 60);
      expect((await hold(shop, nanoid(), freshIp())).status).toBe(409);
    });

    it('counts a signed-in buyer by account on /api/cart/hold', async () => {
      const shop = await app();
      const { token } = await createTestUser(db().em());
      const headers = { authorization: `Bearer ${token}` };
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers })).status).toBe(409);
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers })).status).toBe(409);
      await expectLimited(await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers }), 60);
      const other = await createTestUser(db().em());
      expect((await post(shop, '/api/cart/hold', undefined, { ip: freshIp(), headers: { authorization: `Bearer ${other.token}` } })).status).toBe(409);
    });
  });

  describe('across the shop', () => {
    it('holds across app instances on one database', async () => {
      // On PostgreSQL the second instance has a connection pool of its own, as a second server would.
      const url = db().url;
      const secondOrm = url ? await createOrm({ kind: 'postgresql', url }) : db().orm;
      try {
        const one = await app();
        const two = (await createAppWithEnv(secondOrm, LIMITS)).app;
        const ip = freshIp();
        expect((await login(one, freshEmail(), 'wrong', { ip })).status).toBe(401);
        expect((await login(two, freshEmail(), 'wrong', { ip })).status).toBe(401);
        expect((await login(one, freshEmail(), 'wrong', { ip })).status).toBe(401);
        await expectLimited(await login(two, freshEmail(), 'wrong', { ip }), 15 * 60);
      } finally {
        if (url) await secondOrm.close(true);
      }
    });

    it('counts each of many calls sent at once to two instances exactly once (on PostgreSQL, counts travel in groups)', async () => {
      const url = db().url;
      const secondOrm = url ? await createOrm({ kind: 'postgresql', url }) : db().orm;
      try {
        const instances = [await app(), (await createAppWithEnv(secondOrm, LIMITS)).app];
        const ip = freshIp();
        const statuses = await Promise.all(Array.from({ length: 12 }, async (_call, index) => (await hold(instances[index % 2] as App, nanoid(), ip)).status));
        // The address may hold 3 times a minute: 3 calls were let through (empty carts: 409), the rest refused.
        expect(statuses.filter((status) => status === 409)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      } finally {
        if (url) await secondOrm.close(true);
      }
    });

    it('starts a fresh window when the old one has ended', async () => {
      const shop = await app();
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) await login(shop, freshEmail(), 'wrong', { ip });
      await expectLimited(await login(shop, freshEmail(), 'wrong', { ip }), 15 * 60);
      await db().em().execute('update rate_limits set expire = ?', [Date.now() - 1000]);
      expect((await login(shop, freshEmail(), 'wrong', { ip })).status).toBe(401);
    });

    it('counts nothing for a limit of 0 (e.g. the per-address hold limit of a load test from one machine)', async () => {
      const shop = await app({ RATE_LIMIT_HOLD_PER_IP: '0' });
      const ip = freshIp();
      for (let guest = 0; guest < 5; guest++) expect((await hold(shop, nanoid(), ip)).status).toBe(409);
      const guestId = nanoid();
      for (let attempt = 0; attempt < 2; attempt++) expect((await hold(shop, guestId, ip)).status).toBe(409);
      await expectLimited(await hold(shop, guestId, ip), 60);
    });

    it('stores hashes only: never an email, an address or a guest id', async () => {
      const shop = await app();
      const email = freshEmail();
      const ip = freshIp();
      const guestId = nanoid();
      await login(shop, email, 'wrong', { ip });
      await hold(shop, guestId, ip);
      const keys = (await db().em().execute<{ key: string }[]>('select key from rate_limits')).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^(login|register|passwordChange|hold):(ip|account):[0-9a-f]{64}$|^login:slowdown:[0-9a-f]{64}$/);
    });
  });

  describe('every rate-limited REST path', () => {
    /** A call each marked path counts (valid input, the right caller); a path marked later needs one here. */
    const countedCalls: Record<string, (shop: App, ip: string) => Response | Promise<Response>> = {
      'POST /register': (shop, ip) =>
        post(shop, '/api/register', { name: 'Melchora Aquino', email: freshEmail(), password: 'tandang-sora', password_confirmation: 'tandang-sora' }, { ip }),
      'POST /login': (shop, ip) => login(shop, freshEmail(), 'wrong password', { ip }),
      'POST /cart/hold': async (shop, ip) => {
        const { token } = await createTestUser(db().em());
        return post(shop, '/api/cart/hold', undefined, { ip, headers: { authorization: `Bearer ${token}` } });
      },
      'POST /guest/cart/hold': (shop, ip) => hold(shop, nanoid(), ip),
      // Counted before the piece is looked at: joining a queue counts as a hold does.
      'POST /products/:id/queue': (shop, ip) => post(shop, '/api/products/2147483647/queue', { email: 'waiting@example.com' }, { ip, headers: { 'X-Guest-ID': nanoid() } }),
      'POST /admin/users/:id/change-password': async (shop, ip) => {
        const admin = await createTestUser(db().em(), { role: 'admin' });
        const { user } = await createTestUser(db().em());
        const body = { password: 'new-password-1', password_confirmation: 'new-password-1' };
        return post(shop, `/api/admin/users/${user.id}/change-password`, body, { ip, headers: { authorization: `Bearer ${admin.token}` } });
      },
    };
    const limitedRoutes = restRoutes.filter((route) => route.rateLimited).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const document = openApiDocument(restRoutes, 'test') as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

    it('has a counted call for each path the table marks, and the document lists 429 on exactly those', () => {
      expect(limitedRoutes.sort()).toEqual(Object.keys(countedCalls).sort());
      const documented = restRoutes
        .filter((route) => document.paths[openApiPath(route.path)]?.[route.method]?.responses[429])
        .map((route) => `${route.method.toUpperCase()} ${route.path}`);
      expect(documented.sort()).toEqual(limitedRoutes.sort());
    });

    it.each(limitedRoutes)('%s answers 429 with Retry-After once an address is over its limit', async (route) => {
      const perIpOfOne = Object.fromEntries(Object.keys(LIMITS).filter((name) => name.endsWith('_PER_IP')).map((name) => [name, '1']));
      const shop = await app(perIpOfOne);
      const call = countedCalls[route];
      if (!call) throw new Error(`no counted call for ${route}`);
      const ip = freshIp();
      expect((await call(shop, ip)).status).not.toBe(429);
      const refused = await call(shop, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the client’s address', () => {
    it('ignores X-Forwarded-For unless TRUST_PROXY is set: a forged header does not make a new client', async () => {
      const shop = await app();
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        await login(shop, freshEmail(), 'wrong', { ip, headers: { 'x-forwarded-for': freshIp() } });
      }
      await expectLimited(await login(shop, freshEmail(), 'wrong', { ip, headers: { 'x-forwarded-for': freshIp() } }), 15 * 60);
    });

    it('behind a trusted proxy, counts the address the proxy saw, whatever the client prepends', async () => {
      const shop = await app({ TRUST_PROXY: 'true' });
      const proxy = freshIp();
      const client = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        const forged = `${freshIp()}, ${client}`;
        expect((await login(shop, freshEmail(), 'wrong', { ip: proxy, headers: { 'x-forwarded-for': forged } })).status).toBe(401);
      }
      await expectLimited(await login(shop, freshEmail(), 'wrong', { ip: proxy, headers: { 'x-forwarded-for': client } }), 15 * 60);
      // Another shopper behind the same proxy is another client.
      expect((await login(shop, freshEmail(), 'wrong', { ip: proxy, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(401);
    });
  });
});
