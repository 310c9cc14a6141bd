import path from 'node:path';
import type { DatabaseTarget, Orm } from '../../db/orm.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailData } from './mail-data.ts';
import type { MailKind, MailOutbox } from './mail-kind.ts';
import { MAIL_TIMING, mailOutbox, openMailQueue, type MailTiming } from './mail-queue.ts';
import { createMailTransport } from './mail-transport.ts';
import { startMailWorker } from './mail-worker.ts';

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
  storage: Storage;
  timing?: MailTiming;
};

/** The mail queue and its worker on the shop's database, sending through SMTP_URL or into DATA_DIR/outbox/. */
export async function startMail({ orm, target, env, logger, kinds, storage, timing = MAIL_TIMING }: MailOptions): Promise<RunningMail> {
  const boss = await openMailQueue(orm, target, timing);
  boss.on('error', (error) => logger.error({ err: error }, 'mail queue error'));
  await boss.start();
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, 'outbox'), logger });
  const site = { origin: env.publicOrigin, adminEmail: env.ADMIN_EMAIL, storage };
  await startMailWorker({ boss, orm, transport, kinds, site, from: env.mailFrom, timing, logger, unsolicitedPerHour: env.MAIL_UNSOLICITED_PER_RECIPIENT_PER_HOUR });
  return {
    outbox: mailOutbox(boss, timing),
    description: transport.description,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport.close();
    },
  };
}
