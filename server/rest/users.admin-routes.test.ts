import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUserOutput } from '../../shared/schemas/users.ts';
import { adminRestClient } from '../test/admin-fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('REST admin users on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('GET /admin/users answers {users}, narrowed by ?search= and whole with an empty one', async () => {
    const { send, user: admin } = await adminRestClient(db());
    const { user } = await createTestUser(db().em());
    const found = (await (await send('GET', `/admin/users?search=${encodeURIComponent(user.email.toUpperCase())}`)).json()) as { users: AdminUserOutput[] };
    expect(found).toEqual({ users: [expect.objectContaining({ id: user.id, email: user.email, role: 'customer' }) as unknown] });
    const everyone = (await (await send('GET', '/admin/users?search=')).json()) as { users: AdminUserOutput[] };
    expect(everyone.users.map((listed) => listed.id)).toEqual(expect.arrayContaining([admin.id, user.id]));
  });

  it('changes a password: mismatch refused with 422, success signs the user out everywhere, the new one logs in', async () => {
    const { app, send } = await adminRestClient(db());
    const { user, token } = await createTestUser(db().em());
    const path = `/admin/users/${user.id}/change-password`;

    const mismatch = await send('POST', path, { password: 'new-password-1', password_confirmation: 'new-password-2' });
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as { errors: object }).errors).toEqual({ password_confirmation: [ADMIN_USER_MESSAGES.passwordsDiffer] });
    expect((await send('POST', path, { password: 'short', password_confirmation: 'short' })).status).toBe(422);

    const changed = await send('POST', path, { password: 'new-password-1', password_confirmation: 'new-password-1' });
    expect(await changed.json()).toEqual({ success: true, message: 'Password updated successfully.' });

    expect((await app.request('/api/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'new-password-1' }),
    });
    expect(login.status).toBe(200);
    expect((await send('POST', '/admin/users/999999/change-password', { password: 'new-password-1', password_confirmation: 'new-password-1' })).status).toBe(404);
  });
});
