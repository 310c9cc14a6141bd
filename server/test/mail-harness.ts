import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseTarget, Orm } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { MAIL_KINDS, TASK_KINDS } from '../outbox-kinds.ts';
import { startMail, type RunningMail } from '../modules/mail/mail.ts';
import type { MailTiming } from '../modules/mail/mail-queue.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { Storage } from '../storage/storage.ts';
import type { TestDatabase } from './test-db.ts';

export const TEST_SHOP_URL = 'https://shop.example';
export const TEST_OWNER_EMAIL = 'owner@shop.example';

/** pg-boss's quickest polling, and retries a second or two apart, so a test sees a retry in seconds. */
export const FAST_MAIL: MailTiming = { pollingIntervalSeconds: 0.5, retryLimit: 20, retryDelaySeconds: 1, retryDelayMaxSeconds: 2, superviseIntervalSeconds: 15 };

/** A running mail worker and what it reads: `storage` is the uploads a test places orders into for the mails to find. */
export type TestMail = RunningMail & { dataDir: string; storage: Storage };

/**
 * The mail queue and worker as start-up runs them, on `orm` and its database, delivering to `smtpUrl`,
 * or into `<dataDir>/outbox/` without one; FAST_MAIL's timing unless `timing` is given.
 */
export async function startMailOn(orm: Orm, target: DatabaseTarget, options: { smtpUrl?: string; timing?: MailTiming } = {}): Promise<TestMail> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-mail-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_SHOP_URL,
    ADMIN_EMAIL: TEST_OWNER_EMAIL,
    SMTP_URL: options.smtpUrl,
    LOG_LEVEL: 'silent',
  });
  const storage = createStorage(env);
  const running = await startMail({ orm, target, env, logger: createLogger('silent'), kinds: MAIL_KINDS, tasks: TASK_KINDS, storage, timing: options.timing ?? FAST_MAIL });
  return { ...running, dataDir, storage };
}

/** startMailOn for the test's database (`orm`: another instance's ORM on the same PostgreSQL). */
export async function startTestMail(database: TestDatabase, options: { smtpUrl?: string; orm?: Orm; timing?: MailTiming } = {}): Promise<TestMail> {
  const target: DatabaseTarget = database.url ? { kind: 'postgresql', url: database.url } : { kind: 'pglite', dataDir: 'memory://' };
  return startMailOn(options.orm ?? database.orm, target, options);
}

/** Starts the mail for the file's database in beforeAll and stops it in afterAll (before the database closes). */
export function useTestMail(database: () => TestDatabase, smtpUrl: () => string | undefined): () => TestMail {
  let running: TestMail | undefined;
  beforeAll(async () => {
    running = await startTestMail(database(), { smtpUrl: smtpUrl() });
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error('The mail is not running yet');
    return running;
  };
}
