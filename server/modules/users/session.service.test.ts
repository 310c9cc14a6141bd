import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { Session } from './session.entity.ts';
import {
  createSession,
  invalidateSession,
  invalidateUserSessions,
  SESSION_LIFETIME_MS,
  validateSessionToken,
} from './session.service.ts';

describe.each(TEST_DATABASES)('sessions on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('stores only the SHA-256 of the token', async () => {
    const { user } = await createTestUser(db().em());
    const { token } = await createSession(db().em(), user);
    const rows = await db().em().find(Session, { user });
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('validates a live token to its user', async () => {
    const { user, token } = await createTestUser(db().em());
    const session = await validateSessionToken(db().em(), token);
    expect(session?.user.id).toBe(user.id);
    expect(session?.renewed).toBe(false);
  });

  it('rejects and deletes an expired session', async () => {
    const { token, user } = await createTestUser(db().em());
    await db().em().nativeUpdate(Session, { user }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await validateSessionToken(db().em(), token)).toBeNull();
    expect(await db().em().count(Session, { user })).toBe(0);
  });

  it('slides the expiry forward once less than half the lifetime is left', async () => {
    const { token, user } = await createTestUser(db().em());
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await db().em().nativeUpdate(Session, { user }, { expiresAt: soon });
    const session = await validateSessionToken(db().em(), token);
    expect(session?.renewed).toBe(true);
    const stored = await db().em().findOneOrFail(Session, { user });
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
  });

  it('ends one session on logout and every session on a password change', async () => {
    const { token, user } = await createTestUser(db().em());
    const second = await createSession(db().em(), user);
    await invalidateSession(db().em(), token);
    expect(await validateSessionToken(db().em(), token)).toBeNull();
    expect(await validateSessionToken(db().em(), second.token)).not.toBeNull();
    await invalidateUserSessions(db().em(), user.id);
    expect(await validateSessionToken(db().em(), second.token)).toBeNull();
  });
});
