import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { adminCallerFor } from '../test/admin-fixtures.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { createTestApp, createTestUser, TEST_ORIGIN } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { Session } from '../modules/users/session.entity.ts';
import { SESSION_LIFETIME_MS, validateSessionToken } from '../modules/users/session.service.ts';
import { User } from '../modules/users/user.entity.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';

/**
 * What server/modules/users/session.service.test.ts, users.router.test.ts and
 * server/rest/account.routes.test.ts leave unproven about sessions (design.md §1, decision 003): the
 * cost of the argon2id hashes, the cookie in production, sliding expiry and expiry as a browser and an
 * API client meet them, and which mutations the Origin check guards.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const FOREIGN_ORIGIN = 'https://evil.example';
const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

describe.each(TEST_DATABASES)('sessions on %s', (kind) => {
  const db = useTestDatabase(kind);

  const storedExpiry = async (user: User) => (await db().em().findOneOrFail(Session, { user })).expiresAt.getTime();

  describe('passwords', () => {
    it('hashes a password an admin sets with argon2id at OWASP’s minimum cost, never storing the password', async () => {
      const { caller } = await adminCallerFor(db().em());
      const { user } = await createTestUser(db().em());
      await caller.admin.users.changePassword({ id: user.id, password: 'bagong-password-1', password_confirmation: 'bagong-password-1' });
      const { passwordHash } = await db().em().findOneOrFail(User, { id: user.id });
      expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(passwordHash).not.toContain('bagong-password-1');
    });
  });

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite=Lax and Secure in production, when set and when cleared', async () => {
      const { app } = await createAppWithEnv(db().orm, { NODE_ENV: 'production', PUBLIC_URL: 'https://ukay.example' });
      const { user, password } = await createTestUser(db().em());
      const login = await app.request('/trpc/users.login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: user.email, password }),
      });
      const set = login.headers.get('set-cookie') ?? '';
      expect(set).toMatch(new RegExp(`^${SESSION_COOKIE}=[a-z2-7]{32};`));
      for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/']) expect(set).toContain(attribute);

      const cookie = set.split(';')[0] ?? '';
      const logout = await app.request('/trpc/users.logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
        body: '{}',
      });
      expect(logout.status).toBe(200);
      const cleared = logout.headers.get('set-cookie') ?? '';
      for (const attribute of ['Max-Age=0', 'HttpOnly', 'SameSite=Lax', 'Secure']) expect(cleared).toContain(attribute);
    });
  });

  describe('expiry', () => {
    it('leaves a fresh cookie session alone, and slides one used near its end forward, sending the cookie again', async () => {
      const { app } = await createTestApp(db());
      const { user, token } = await createTestUser(db().em());
      const restore = () => app.request('/trpc/users.session', { headers: { cookie: cookieOf(token) } });
      const fresh = await storedExpiry(user);
      expect((await restore()).headers.get('set-cookie')).toBeNull();
      expect(await storedExpiry(user)).toBe(fresh);

      await db().em().nativeUpdate(Session, { user }, { expiresAt: new Date(Date.now() + DAY_MS) });
      const nearEnd = await restore();
      expect(await nearEnd.json()).toMatchObject({ result: { data: { user: { id: user.id } } } });
      const renewed = nearEnd.headers.get('set-cookie') ?? '';
      expect(renewed).toContain(`${cookieOf(token)};`);
      expect(renewed).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
      expect(await storedExpiry(user)).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - DAY_MS);
    });

    it('slides a Bearer session used near its end forward too', async () => {
      const { app } = await createTestApp(db());
      const { user, token } = await createTestUser(db().em());
      await db().em().nativeUpdate(Session, { user }, { expiresAt: new Date(Date.now() + DAY_MS) });
      expect((await app.request('/api/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect(await storedExpiry(user)).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - DAY_MS);
    });

    it('refuses an expired session: the cookie reads as signed out and is cleared, the Bearer token gets 401, the row is gone', async () => {
      const { app } = await createTestApp(db());
      const browser = await createTestUser(db().em());
      const client = await createTestUser(db().em());
      for (const { user } of [browser, client]) await db().em().nativeUpdate(Session, { user }, { expiresAt: new Date(Date.now() - 1000) });

      const restored = await app.request('/trpc/users.session', { headers: { cookie: cookieOf(browser.token) } });
      expect(await restored.json()).toMatchObject({ result: { data: { user: null } } });
      expect(restored.headers.get('set-cookie')).toContain('Max-Age=0');
      const me = await app.request('/api/user', { headers: { authorization: `Bearer ${client.token}` } });
      expect(me.status).toBe(401);
      expect(await db().em().count(Session, { user: { $in: [browser.user.id, client.user.id] } })).toBe(0);
    });
  });

  describe('the Origin check', () => {
    const forgeries = [
      ['POST', '/trpc/users.logout', 'text/plain'],
      ['POST', '/trpc/cart.clear', 'application/x-www-form-urlencoded'],
      ['POST', '/api/cart/clear', 'multipart/form-data; boundary=x'],
      ['POST', '/api/logout', null],
      ['DELETE', '/api/products/1', null],
    ] as const;

    it.each(forgeries)('refuses a cookie-authenticated %s %s (%s) from another origin, and the session lives on', async (method, path, contentType) => {
      const { app } = await createTestApp(db());
      // An admin's session, so that nothing but the Origin check can refuse the admin path either.
      const { token } = await createTestUser(db().em(), { role: 'admin' });
      const body = contentType ? '' : undefined;
      const typed: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const senders: Record<string, string>[] = [{ origin: FOREIGN_ORIGIN }, { 'sec-fetch-site': 'cross-site' }, {}];
      for (const from of senders) {
        const response = await app.request(path, { method, headers: { cookie: cookieOf(token), ...typed, ...from }, body });
        expect({ from, status: response.status }).toEqual({ from, status: 403 });
      }
      expect(await validateSessionToken(db().em(), token)).not.toBeNull();
    });

    it('cannot be dodged by sending a mutation as a GET, which it does not look at', async () => {
      const { app } = await createTestApp(db());
      const { token } = await createTestUser(db().em());
      const headers = { cookie: cookieOf(token), origin: FOREIGN_ORIGIN };
      expect((await app.request(`/trpc/users.logout?input=${encodeURIComponent('{}')}`, { headers })).status).toBe(405);
      expect((await app.request('/api/logout', { headers })).status).toBe(404);
      expect(await validateSessionToken(db().em(), token)).not.toBeNull();
    });

    it('lets the cookie post from the shop’s own origin, PUBLIC_URL and CORS_ORIGINS', async () => {
      const { app } = await createAppWithEnv(db().orm, { PUBLIC_URL: 'https://ukay.example', CORS_ORIGINS: 'https://app.example' });
      const { token } = await createTestUser(db().em());
      const senders: Record<string, string>[] = [{ origin: TEST_ORIGIN }, { origin: 'https://ukay.example' }, { origin: 'https://app.example' }, { 'sec-fetch-site': 'same-origin' }];
      for (const from of senders) {
        const response = await app.request('/api/cart/clear', {
          method: 'POST',
          headers: { cookie: cookieOf(token), 'content-type': 'application/x-www-form-urlencoded', ...from },
          body: '',
        });
        expect({ from, status: response.status }).toEqual({ from, status: 200 });
      }
    });

    it('does not hold Bearer or guest calls to it: they carry no credential a browser sends on its own', async () => {
      const { app } = await createTestApp(db());
      const { token } = await createTestUser(db().em());
      const form = { origin: FOREIGN_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
      const guest = await app.request('/api/guest/cart/clear', { method: 'POST', headers: { ...form, 'X-Guest-ID': nanoid() }, body: '' });
      expect(guest.status).toBe(200);
      const logout = await app.request('/api/logout', { method: 'POST', headers: { ...form, authorization: `Bearer ${token}` }, body: '' });
      expect(logout.status).toBe(200);
      expect(await validateSessionToken(db().em(), token)).toBeNull();
    });

    it('gives no other origin the CORS preflight a cross-origin JSON post with the cookie would need', async () => {
      const preflight = (app: Awaited<ReturnType<typeof createTestApp>>['app'], path: string, origin: string) =>
        app.request(path, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      const { app: closed } = await createTestApp(db());
      for (const path of ['/api/cart/clear', '/trpc/cart.clear']) {
        expect((await preflight(closed, path, FOREIGN_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
      }
      const { app: open } = await createAppWithEnv(db().orm, { CORS_ORIGINS: 'https://app.example' });
      expect((await preflight(open, '/api/cart/clear', FOREIGN_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await preflight(open, '/trpc/cart.clear', FOREIGN_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
      const allowed = await preflight(open, '/api/cart/clear', 'https://app.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    });
  });
});
