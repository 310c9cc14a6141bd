import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { expectLimited, freshEmail, freshIp, LIMITS, post, rateLimitedShop, type App, type Call } from '../test/rate-limited-shop.ts';
import { callerFor, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { failure } from '../test/trpc-failure.ts';
import { createRateLimiters } from './rate-limiter.ts';
import { rateLimitsFrom } from './rate-limits.ts';

/** Signing in, signing up and an admin changing a password, each counted per address and per account. */
describe.each(TEST_DATABASES)('rate limits on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { app, login } = rateLimitedShop(db);

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
});
