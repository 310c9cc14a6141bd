import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import type { LiveStreamTiming } from '../http/live-stream.ts';
import type { Em } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createSession } from '../modules/users/session.service.ts';
import { User } from '../modules/users/user.entity.ts';
import { hashPassword } from '../modules/users/password.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { createContextInner, type Context } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { NO_MAIL, type MailOutbox } from '../modules/mail/mail-kind.ts';
import type { TestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost';

/** The minimal SPA shell the share pages decorate, as Vite's build would emit it. */
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>Ukay</title><meta name="description" content="shop" /></head><body><div id="root"></div></body></html>';

type TestAppOptions = { publicUrl?: string; indexHtml?: string; mail?: MailOutbox; liveStreamTiming?: LiveStreamTiming; env?: Record<string, string> };

/**
 * `mail`: where the app's writes enqueue their mails (server/test/mail-harness.ts); none by default.
 * Its live streams hear the database's changes through the test database's own hub (test-db.ts).
 */
export async function createTestApp(database: TestDatabase, options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-test-'));
  const clientDir = path.join(dataDir, 'client');
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, 'index.html'), options.indexHtml ?? TEST_INDEX_HTML);
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: options.publicUrl, ...options.env });
  const storage = new LocalStorage(path.join(dataDir, 'uploads'));
  const app = createApp({
    orm: database.orm,
    env,
    storage,
    mail: options.mail ?? NO_MAIL,
    live: database.live,
    logger: createLogger('silent'),
    clientDir,
    liveStreamTiming: options.liveStreamTiming,
  });
  return { app, env, storage, dataDir };
}

let sequence = 0;

/** A user straight in the database (no HTTP), with a live session token for Bearer calls. */
export async function createTestUser(em: Em, options: { role?: User['role']; password?: string; email?: string; verified?: boolean } = {}) {
  sequence += 1;
  const password = options.password ?? 'correct horse battery';
  const user = em.create(User, {
    name: `Tester ${sequence}`,
    email: options.email ?? `tester${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    passwordHash: await hashPassword(password),
    role: options.role ?? 'customer',
    emailVerifiedAt: options.verified ? new Date() : null,
  });
  await em.flush();
  const { token } = await createSession(em, user);
  return { user, token, password };
}

/** A tRPC caller with no HTTP in between, as tests of procedures use it. */
export function callerFor(em: Em, context: Partial<Omit<Context, 'em'>> = {}) {
  return createCaller(createContextInner({ em, ...context }));
}
