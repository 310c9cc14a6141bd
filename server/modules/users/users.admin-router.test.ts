import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/users.ts';
import type { Em } from '../../db/orm.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { callerFor, createTestApp, createTestUser, TEST_ORIGIN } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { UserProfile } from '../profiles/user-profile.entity.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { createSession, validateSessionToken } from './session.service.ts';
import { User } from './user.entity.ts';

/** A customer with a name and email of the test's choosing and, if given, a profile. */
async function customer(em: Em, name: string, email: string, profile?: Partial<Pick<UserProfile, 'instagramUsername' | 'addressLine1' | 'barangay' | 'city' | 'province'>>) {
  const { user, token, password } = await createTestUser(em);
  user.name = name;
  user.email = email;
  if (profile) em.create(UserProfile, { user, ...profile });
  await em.flush();
  return { user, token, password };
}

describe.each(TEST_DATABASES)('admin users on %s', (kind) => {
  const db = useTestDatabase(kind);
  const unique = () => Math.random().toString(36).slice(2, 8);

  it('lists users with their profile address and never a password hash', async () => {
    const { caller } = await adminCallerFor(db().em());
    const tag = unique();
    const { user } = await customer(db().em(), `Andres ${tag}`, `andres-${tag}@example.com`, {
      instagramUsername: `supremo_${tag}`,
      addressLine1: '1 Banlat Rd.',
      barangay: 'Kapitolyo',
      city: 'Pasig City',
      province: 'Metro Manila',
    });
    const bare = await customer(db().em(), `Gabriela ${tag}`, `gabriela-${tag}@example.com`);

    const { users } = await caller.admin.users.list({ search: tag });

    expect(users).toEqual([
      {
        id: user.id,
        name: `Andres ${tag}`,
        email: `andres-${tag}@example.com`,
        role: 'customer',
        instagram_username: `supremo_${tag}`,
        address_line1: '1 Banlat Rd.',
        barangay: 'Kapitolyo',
        city: 'Pasig City',
        province: 'Metro Manila',
      },
      {
        id: bare.user.id,
        name: `Gabriela ${tag}`,
        email: `gabriela-${tag}@example.com`,
        role: 'customer',
        instagram_username: null,
        address_line1: null,
        barangay: null,
        city: null,
        province: null,
      },
    ]);
    const everyone = await caller.admin.users.list({});
    expect(everyone.users.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(everyone)).not.toMatch(/argon2|password/i);
  });

  it('searches name, email and Instagram username, case-insensitively', async () => {
    const { caller } = await adminCallerFor(db().em());
    const tag = unique();
    const byName = await customer(db().em(), `Melchora Aquino ${tag}`, `tandang-${tag}@example.com`);
    const byEmail = await customer(db().em(), 'Someone Else', `mabini.${tag}@example.com`);
    const byInstagram = await customer(db().em(), 'Another One', `x-${tag}@example.com`, { instagramUsername: `Vintage_Lola_${tag}` });
    const ids = async (search: string) => (await caller.admin.users.list({ search })).users.map((user) => user.id);

    expect(await ids(`MELCHORA aquino ${tag}`)).toEqual([byName.user.id]);
    expect(await ids(`Mabini.${tag.toUpperCase()}@EXAMPLE`)).toEqual([byEmail.user.id]);
    expect(await ids(`vintage_lola_${tag}`)).toEqual([byInstagram.user.id]);
    // A typed % or _ is a letter, not a wildcard.
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it('refuses a mismatched or short password with field errors', async () => {
    const { caller } = await adminCallerFor(db().em());
    const { user } = await createTestUser(db().em());
    const mismatch = await failure(caller.admin.users.changePassword({ id: user.id, password: 'longenough1', password_confirmation: 'longenough2' }));
    expect(fieldErrorsOf(mismatch)).toEqual({ password_confirmation: [ADMIN_USER_MESSAGES.passwordsDiffer] });
    const short = await failure(caller.admin.users.changePassword({ id: user.id, password: 'short', password_confirmation: 'short' }));
    expect(fieldErrorsOf(short)).toEqual({ password: ['Password must be at least 8 characters'] });
    const empty = await failure(caller.admin.users.changePassword({ id: user.id, password: '', password_confirmation: '' }));
    expect(fieldErrorsOf(empty)).toEqual({ password: ['Password is required'], password_confirmation: [ADMIN_USER_MESSAGES.confirmationRequired] });
    expect((await failure(caller.admin.users.changePassword({ id: 999_999, password: 'longenough1', password_confirmation: 'longenough1' }))).code).toBe('NOT_FOUND');
  });

  it('changes a password: every old session of that user ends, and the new password signs in', async () => {
    const { caller } = await adminCallerFor(db().em());
    const { user, token, password } = await createTestUser(db().em());
    const secondDevice = await createSession(db().em(), await db().em().findOneOrFail(User, { id: user.id }));
    const other = await createTestUser(db().em());

    await caller.admin.users.changePassword({ id: user.id, password: 'bagong-password', password_confirmation: 'bagong-password' });

    expect(await validateSessionToken(db().em(), token)).toBeNull();
    expect(await validateSessionToken(db().em(), secondDevice.token)).toBeNull();
    expect(await validateSessionToken(db().em(), other.token)).not.toBeNull();
    const login = (attempt: string) => callerFor(db().em()).users.login({ email: user.email, password: attempt });
    expect((await failure(login(password))).code).toBe('UNAUTHORIZED');
    expect((await login('bagong-password')).user.id).toBe(user.id);
  });

  it('tells the browser whose password the shop changed why it is signed out, and nothing more to anyone else (audit C-19)', async () => {
    const { app } = await createTestApp(db());
    const { caller } = await adminCallerFor(db().em());
    const { user, token } = await createTestUser(db().em());
    const other = await createTestUser(db().em());
    const sessionOf = (cookieToken: string) => app.request('/trpc/users.session', { headers: { cookie: `${SESSION_COOKIE}=${cookieToken}` } });

    await caller.admin.users.changePassword({ id: user.id, password: 'bagong-password', password_confirmation: 'bagong-password' });
    const signedOut = await sessionOf(token);
    expect(await signedOut.json()).toMatchObject({ result: { data: { user: null, ended: 'password-changed-by-shop' } } });
    expect(signedOut.headers.get('set-cookie')).toContain('Max-Age=0');
    // Remembered, the ended session grants nothing.
    expect(await validateSessionToken(db().em(), token)).toBeNull();
    expect(await (await sessionOf(other.token)).json()).toMatchObject({ result: { data: { user: { id: other.user.id }, ended: null } } });
    expect(await (await sessionOf('a'.repeat(32))).json()).toMatchObject({ result: { data: { user: null, ended: null } } });
  });

  describe('an admin changing their own password in the browser', () => {
    const cookieOf = (response: Response) => /ukay_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

    it('is signed in again with a new session cookie; their other sessions end', async () => {
      const { app } = await createTestApp(db());
      const { user, password, token: otherDevice } = await createTestUser(db().em(), { role: 'admin' });
      const call = (path: string, cookie: string, body?: unknown) =>
        app.request(`/trpc/${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: `ukay_session=${cookie}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const signedIn = await app.request('/trpc/users.login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: user.email, password }),
      });
      const oldCookie = cookieOf(signedIn) ?? '';

      const changed = await call('admin.users.changePassword', oldCookie, { id: user.id, password: 'sariling-password', password_confirmation: 'sariling-password' });
      expect(changed.status).toBe(200);
      const newCookie = cookieOf(changed);
      expect(newCookie).toMatch(/^\S{20,}$/);
      expect(newCookie).not.toBe(oldCookie);

      // The dashboard's next calls go through with the new cookie, as the admin they were.
      const list = await call(`admin.users.list?input=${encodeURIComponent(JSON.stringify({}))}`, newCookie ?? '');
      expect(list.status).toBe(200);
      const session = (await (await call('users.session', newCookie ?? '')).json()) as { result: { data: { user: { id: number } | null } } };
      expect(session.result.data.user?.id).toBe(user.id);
      // Every other session of theirs ended: the old cookie and another device's token.
      expect(await validateSessionToken(db().em(), oldCookie)).toBeNull();
      expect(await validateSessionToken(db().em(), otherDevice)).toBeNull();
    });

    it('is not signed in as anyone else when changing another user’s password, and an API client gets no cookie', async () => {
      const { app } = await createTestApp(db());
      const admin = await createTestUser(db().em(), { role: 'admin' });
      const { user } = await createTestUser(db().em());
      const body = JSON.stringify({ id: user.id, password: 'ibang-password', password_confirmation: 'ibang-password' });
      const changedOther = await app.request('/trpc/admin.users.changePassword', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body,
      });
      expect(changedOther.status).toBe(200);
      expect(changedOther.headers.get('set-cookie')).toBeNull();

      const own = await app.request(`/api/admin/users/${admin.user.id}/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ password: 'bagong-sarili', password_confirmation: 'bagong-sarili' }),
      });
      expect(own.status).toBe(200);
      expect(own.headers.get('set-cookie')).toBeNull();
      expect(await validateSessionToken(db().em(), admin.token)).toBeNull();
    });
  });
});
