import type { Em } from '../../db/orm.ts';
import { hashOfToken, newSecretToken } from './secret-token.ts';
import { Session } from './session.entity.ts';
import type { User } from './user.entity.ts';

/**
 * Sessions as the Lucia guide designs them: the client holds a random token, the database only its
 * SHA-256, so a leaked table cannot be replayed. Expiry slides forward while the session is in use.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WHEN_LESS_THAN_MS = 15 * DAY_MS;

export type ValidSession = { user: User; expiresAt: Date; renewed: boolean };

const generateSessionToken = newSecretToken;
const sessionIdOf = hashOfToken;

export async function createSession(em: Em, user: User): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  em.create(Session, { id: sessionIdOf(token), user, expiresAt });
  await em.flush();
  return { token, expiresAt };
}

export async function validateSessionToken(em: Em, token: string): Promise<ValidSession | null> {
  const session = await em.findOne(Session, { id: sessionIdOf(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (now >= session.expiresAt.getTime()) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  const renewed = session.expiresAt.getTime() - now < RENEW_WHEN_LESS_THAN_MS;
  if (renewed) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await em.nativeUpdate(Session, { id: session.id }, { expiresAt: session.expiresAt });
  }
  return { user: session.user, expiresAt: session.expiresAt, renewed };
}

/**
 * The role of a session's user while the session lasts, else null; reads only. For a long-lived
 * connection that checks now and then that its session has not ended: sliding the expiry from there
 * would outlive the browser's cookie, which only an ordinary request renews.
 */
export async function roleWhileSessionLasts(em: Em, token: string): Promise<User['role'] | null> {
  const session = await em.findOne(Session, { id: sessionIdOf(token) }, { populate: ['user'] });
  return session && session.expiresAt.getTime() > Date.now() ? session.user.role : null;
}

export async function invalidateSession(em: Em, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionIdOf(token) });
}

export async function invalidateUserSessions(em: Em, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}
