import path from 'node:path';
import type { DatabaseTarget, Orm } from '../../db/orm.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailData } from './mail-data.ts';
import type { MailKind, MailOutbox, TaskKind } from './mail-kind.ts';
import { MAIL_TIMING, mailOutbox, openMailQueue, type MailTiming } from './mail-queue.ts';
import { createMailTransport } from './mail-transport.ts';
import { startMailWorker } from './mail-worker.ts';
import { startTaskWorker } from './task-worker.ts';

export type RunningMail = {
  outbox: MailOutbox;
  /** Where mail goes (start-up banner). */
  description: string;
  /** Waits for a mail being sent, then lets go of the queue; call before closing the ORM. */
  stop(): Promise<void>;
};

type MailOptions = {
  orm: Orm;
  target: DatabaseTarget;
  env: Env;
  logger: Logger;
  kinds: readonly MailKind<MailData>[];
  /** The tasks for later the domains plan through the outbox (TaskKind). */
  tasks: readonly TaskKind<MailData>[];
  storage: Storage;
  timing?: MailTiming;
};

/**
 * The outbox's queue and its workers on the shop's database: mail sent through SMTP_URL or into
 * DATA_DIR/outbox/, and the tasks planned for later run when they are due.
 */
export async function startMail({ orm, target, env, logger, kinds, tasks, storage, timing = MAIL_TIMING }: MailOptions): Promise<RunningMail> {
  const boss = await openMailQueue(orm, target, timing);
  boss.on('error', (error) => logger.error({ err: error }, 'mail queue error'));
  await boss.start();
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, 'outbox'), logger });
  const site = { origin: env.publicOrigin, adminEmail: env.ADMIN_EMAIL, storage };
  await startMailWorker({ boss, orm, transport, kinds, site, from: env.mailFrom, timing, logger, unsolicitedPerHour: env.MAIL_UNSOLICITED_PER_RECIPIENT_PER_HOUR });
  const outbox = mailOutbox(boss, timing);
  await startTaskWorker({ boss, orm, parts: { outbox, storage }, tasks, timing, logger });
  return {
    outbox,
    description: transport.description,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport.close();
    },
  };
}
