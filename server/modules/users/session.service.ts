import type { SessionEndReason } from '../../../shared/session-ended.ts';
import { batched } from '../../db/batches.ts';
import type { Em } from '../../db/orm.ts';
import { EndedSession } from './ended-session.entity.ts';
import { hashOfToken, newSecretToken } from './secret-token.ts';
import { Session } from './session.entity.ts';
import { User } from './user.entity.ts';

/** As many sessions as a batch of holds (pieces/hold.ts): one short statement. */
const MOST_SESSIONS_PER_READ = 100;

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

type SessionRow = Record<string, unknown> & { session_id: string; session_expires_at: Date };

/**
 * The sessions (with their users) of the requests arriving together, in one statement (db/batches.ts,
 * decision 026): every signed-in request reads its session first, and in a drop a thousand buyers'
 * holds arrive at once. Plain SQL, mapped to users, since the ORM's populate per request cost as much
 * CPU as the database's whole drop.
 */
const readSessions = batched(async (em: Em, ids: readonly string[]): Promise<(SessionRow | null)[]> => {
  const rows = await em.execute<SessionRow[]>(
    `select s.id as session_id, s.expires_at as session_expires_at, u.*
     from sessions s join users u on u.id = s.user_id
     where s.id in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(ids)],
  );
  const byId = new Map(rows.map((row) => [row.session_id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}, MOST_SESSIONS_PER_READ);

export async function validateSessionToken(em: Em, token: string): Promise<ValidSession | null> {
  const row = await readSessions(em, sessionIdOf(token));
  if (!row) return null;
  const { session_id: id, session_expires_at: storedExpiry, ...userColumns } = row;
  const now = Date.now();
  if (now >= new Date(storedExpiry).getTime()) {
    await em.nativeDelete(Session, { id });
    return null;
  }
  let expiresAt = new Date(storedExpiry);
  const renewed = expiresAt.getTime() - now < RENEW_WHEN_LESS_THAN_MS;
  if (renewed) {
    expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await em.nativeUpdate(Session, { id }, { expiresAt });
  }
  return { user: em.map(User, userColumns), expiresAt, renewed };
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

/**
 * Ends every session of a user. With a reason, each is remembered as ended until it would have
 * expired, so the browser still holding one can be told why (sessionEndReason).
 */
export async function invalidateUserSessions(em: Em, userId: number, reason?: SessionEndReason): Promise<void> {
  if (reason) {
    await em.execute(
      `insert into ended_sessions (id, reason, expires_at) select id, ?, expires_at from sessions where user_id = ?
       on conflict (id) do update set reason = excluded.reason`,
      [reason, userId],
    );
  }
  await em.nativeDelete(Session, { user: userId });
}

/** Why the server ended the session of this token, while it would still have lasted; null when it did not. */
export async function sessionEndReason(em: Em, token: string, now = new Date()): Promise<SessionEndReason | null> {
  const ended = await em.findOne(EndedSession, { id: sessionIdOf(token), expiresAt: { $gt: now } }, { fields: ['reason'] });
  return ended?.reason ?? null;
}
