import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../trpc/context.ts';
import { createTestApp, createTestUser, TEST_ORIGIN } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.each(TEST_DATABASES)('REST auth on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('registers with 201 {user, token}, and the token opens GET /api/user', async () => {
    const { app } = await createTestApp(db());
    const registered = await app.request(
      '/api/register',
      json({ name: 'Jose', email: 'jose@example.com', password: 'noli-me-tangere', password_confirmation: 'noli-me-tangere' }),
    );
    expect(registered.status).toBe(201);
    const { user, token } = (await registered.json()) as { user: { email: string }; token: string };
    expect(user.email).toBe('jose@example.com');
    const me = await app.request('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ success: true, user: { email: 'jose@example.com', role: 'customer' } });
  });

  it('answers bad input with 422 and a field map', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/api/register', json({ email: 'nope', password: 'x' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['Name is required'],
        email: ['Email is invalid'],
        password: ['Password must be at least 8 characters'],
        password_confirmation: ['Passwords do not match'],
      },
    });
  });

  it('answers a body that is not JSON with 422, not a 500', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(422);
  });

  it('logs in with {user, token} and refuses a wrong password with 401', async () => {
    const { app } = await createTestApp(db());
    const { user, password } = await createTestUser(db().em());
    const ok = await app.request('/api/login', json({ email: user.email, password }));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { user: { id: number }; token: unknown };
    expect(body.user.id).toBe(user.id);
    expect(typeof body.token).toBe('string');
    const wrong = await app.request('/api/login', json({ email: user.email, password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('refuses GET /api/user without a session and after logout', async () => {
    const { app } = await createTestApp(db());
    expect((await app.request('/api/user')).status).toBe(401);
    const { token } = await createTestUser(db().em());
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.request('/api/logout', { method: 'POST', headers: auth })).status).toBe(200);
    const after = await app.request('/api/user', { headers: auth });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/api/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe.each(TEST_DATABASES)('browser sessions over tRPC on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function browserLogin() {
    const { app } = await createTestApp(db());
    const { user, password } = await createTestUser(db().em());
    const response = await app.request('/trpc/users.login', json({ email: user.email, password }, { origin: TEST_ORIGIN }));
    expect(response.status).toBe(200);
    return { app, response, user };
  }

  it('sets an HttpOnly, SameSite=Lax session cookie and keeps the token out of the body', async () => {
    const { response } = await browserLogin();
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(await response.json())).not.toContain('token');
  });

  it('restores the session from the cookie and forgets it after logout', async () => {
    const { app, response, user } = await browserLogin();
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const session = await app.request('/trpc/users.session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ result: { data: { user: { id: user.id } } } });
    const logout = await app.request('/trpc/users.logout', json({}, { cookie, origin: TEST_ORIGIN }));
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    const after = await app.request('/trpc/users.session', { headers: { cookie } });
    expect(await after.json()).toMatchObject({ result: { data: { user: null } } });
  });

  it('refuses a cookie-authenticated form post from another site', async () => {
    const { app, response } = await browserLogin();
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const forged = await app.request('/api/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(forged.status).toBe(403);
  });
});
