/**
 * Part 4's cast, written straight into the database as the shop would have stored it: confirmed
 * accounts with a session each, and a drop. Signing up a thousand accounts through the shop would
 * measure sign-up (argon2, its rate limits, mail) instead of the drop.
 */
import type pg from 'pg';
import { SETTING_DEFAULTS } from '../shared/setting-defaults.ts';
import { hashOfToken, newSecretToken } from '../server/modules/users/secret-token.ts';
import { SESSION_LIFETIME_MS } from '../server/modules/users/session.service.ts';
import type { Identity } from './guests.ts';

export type Account = Extract<Identity, { kind: 'user' }>;

/**
 * An account per e-mail, confirmed (decision 025: only these may claim a drop's pieces in its opening),
 * signed in once: the session row keeps the token's SHA-256 (session.service.ts), the Bearer sends the
 * token. No password hash verifies ('!'): nobody signs in to these accounts but through this session.
 */
export async function insertAccounts(db: pg.Client, emails: string[]): Promise<Account[]> {
  const users = await db.query<{ id: number; email: string }>(
    `insert into users (created_at, updated_at, name, email, password_hash, role, email_verified_at)
     select now(), now(), 'Bench buyer ' || n, email, '!', 'customer', now() from unnest($1::text[]) with ordinality as e(email, n)
     returning id, email`,
    [emails],
  );
  const idOf = new Map(users.rows.map((row) => [row.email, row.id]));
  const accounts = emails.map((email) => ({ kind: 'user' as const, id: String(idOf.get(email)), token: newSecretToken() }));
  await db.query(
    `insert into sessions (id, user_id, expires_at, created_at) select session, user_id, $3, now() from unnest($1::text[], $2::int[]) as s(session, user_id)`,
    [accounts.map((account) => hashOfToken(account.token)), accounts.map((account) => Number(account.id)), new Date(Date.now() + SESSION_LIFETIME_MS)],
  );
  return accounts;
}

/** A drop, opened a minute ago: its pieces (insertPieces with its id) take its `drop_at`. */
export async function insertDrop(db: pg.Client, slug: string): Promise<number> {
  const created = await db.query<{ id: number }>(
    `insert into drops (created_at, updated_at, slug, name, description, drop_at) values (now(), now(), $1, 'Bench drop', '', now() - interval '1 minute') returning id`,
    [slug],
  );
  const id = created.rows[0]?.id;
  if (id === undefined) throw new Error('The drop was not created');
  return id;
}

/**
 * Opens the drop again a minute before now, and its pieces with it: filling a thousand carts takes
 * half a minute, and the race must meet the drop where a real one would, just after it opened.
 */
export async function reopenDrop(db: pg.Client, dropId: number): Promise<void> {
  await db.query(`update drops set drop_at = now() - interval '1 minute' where id = $1`, [dropId]);
  await db.query(`update products set drop_at = (select drop_at from drops where id = $1) where drop_id = $1`, [dropId]);
}

/**
 * The opening the shop judges by (its settings read as pieces/setting-sql.ts reads them, else their
 * defaults), and how far into it the drop is now.
 */
export async function openingOf(db: pg.Client, dropId: number): Promise<{ minutes: number; perInbox: number; minutesIn: number }> {
  const setting = (key: 'drop_opening_minutes' | 'drop_pieces_per_buyer') =>
    `coalesce((select substring(value from '^\\s*([+-]?[0-9]{1,9})')::int from settings where key = '${key}'), ${Number(SETTING_DEFAULTS[key])})`;
  const { rows } = await db.query<{ minutes: number; per_inbox: number; minutes_in: number }>(
    `select ${setting('drop_opening_minutes')} as minutes, ${setting('drop_pieces_per_buyer')} as per_inbox,
            extract(epoch from now() - drop_at)::float8 / 60 as minutes_in from drops where id = $1`,
    [dropId],
  );
  const row = rows[0];
  if (!row) throw new Error(`No drop ${dropId}`);
  return { minutes: row.minutes, perInbox: row.per_inbox, minutesIn: row.minutes_in };
}
