import path from 'node:path';
import { createOrm, type DatabaseTarget, type Em, type Orm } from './db/orm.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { MailOutbox } from './modules/mail/mail-kind.ts';
import { startLive, type RunningLive } from './modules/live/live.ts';
import { MAIL_KINDS, TASK_KINDS } from './outbox-kinds.ts';
import { startMail, type RunningMail } from './modules/mail/mail.ts';
import { ensureVapidKeys } from './modules/push/vapid.ts';
import { ensureDefaultSettings } from './modules/settings/settings.service.ts';
import { ensureAdmin, type EnsuredAdmin } from './modules/users/auth.service.ts';
import { seedDemoContent } from './seed/seed.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgresql', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
}

export type Booted = { orm: Orm; storage: Storage; mail: RunningMail; live: RunningLive; admin: EnsuredAdmin; seeded: string[] };

/** The admin of ADMIN_EMAIL (README "Configuration"); a reset by ADMIN_PASSWORD_RESET is logged, as it signs the admin out. */
export async function ensureConfiguredAdmin(em: Em, env: Env, logger: Logger, mail: MailOutbox): Promise<EnsuredAdmin> {
  const admin = await ensureAdmin(em, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, resetPassword: env.ADMIN_PASSWORD_RESET, mail });
  if (admin.passwordReset) {
    logger.warn({ admin: admin.email }, 'admin password reset to ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=1); its sessions are ended');
  }
  return admin;
}

/**
 * Migrates, ensures the settings and the admin, and seeds the demo shop into a fresh database only:
 * an existing shop keeps its data as it is (design.md §7). Then starts the mail queue's worker and
 * listens for live changes.
 */
export async function bootstrap(env: Env, logger: Logger): Promise<Booted> {
  const target = databaseTarget(env);
  const orm = await createOrm(target);
  const storage = createStorage(env);
  const fresh = (await orm.migrator.getExecuted()).length === 0;
  const applied = await orm.migrator.up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
  const em = orm.em.fork() as Parameters<typeof ensureDefaultSettings>[0];
  await ensureDefaultSettings(em);
  if ((await ensureVapidKeys(em, env)).replaced) {
    logger.warn('VAPID_PUBLIC_KEY replaced the stored push keys: every device turns notifications on again in Settings (README "Push notifications").');
  }
  if (env.isProduction && !env.SMTP_URL) {
    logger.warn('SMTP_URL is not set: no mail leaves this machine. Receipts, order news and alerts are only written to DATA_DIR/outbox/ (README "Sending mail").');
  }
  // Before the admin, whose password reset by ADMIN_PASSWORD_RESET is mailed like any other change.
  const mail = await startMail({ orm, target, env, logger, kinds: MAIL_KINDS, tasks: TASK_KINDS, storage });
  const admin = await ensureConfiguredAdmin(em, env, logger, mail.outbox);
  const seeded = fresh ? (await seedDemoContent(em, storage)).seeded : [];
  const live = await startLive({ orm, target, logger });
  return { orm, storage, mail, live, admin, seeded };
}
