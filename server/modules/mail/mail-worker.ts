import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import type { MailData } from './mail-data.ts';
import type { Mail, MailKind, MailSite } from './mail-kind.ts';
import { MailRecord } from './mail-record.entity.ts';
import { MAIL_QUEUE, type MailJob, type MailTiming } from './mail-queue.ts';
import type { MailTransport } from './mail-transport.ts';

type WorkerParts = {
  boss: PgBoss;
  orm: Orm;
  transport: MailTransport;
  kinds: readonly MailKind<MailData>[];
  site: MailSite;
  from: string;
  timing: MailTiming;
  logger: Logger;
};

/** A Message-ID of the job's own, so every attempt of one mail carries the same one. */
function messageIdOf(jobId: string, origin: string): string {
  return `<${jobId}@${new URL(origin).hostname}>`;
}

const MAX_ERROR_LENGTH = 500;
const GONE = 'Nothing to send: what the mail was about is gone.';

type RecordUpdate = Partial<Pick<MailRecord, 'state' | 'attempts' | 'recipient' | 'subject' | 'lastError' | 'sentAt'>>;

/** Writes down how an attempt went (the owner's timeline); a failure to write it never fails the mail. */
async function note(orm: Orm, logger: Logger, mailId: number, update: RecordUpdate): Promise<void> {
  try {
    await orm.em.fork().nativeUpdate(MailRecord, { id: mailId }, { ...update, updatedAt: new Date() });
  } catch (error) {
    logger.warn({ err: error, mailId }, 'the mail record could not be updated');
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Takes one mail at a time from the queue (pg-boss claims it with SKIP LOCKED, so among several app
 * instances exactly one gets it), composes it from the database as it is now, and hands it to the
 * transport. A failure throws, and pg-boss retries the job with backoff; the last failure is logged
 * as an error, the earlier ones as warnings. Each attempt is written on the mail's record.
 */
export async function startMailWorker(parts: WorkerParts): Promise<void> {
  const { boss, orm, transport, site, from, timing, logger } = parts;
  const kinds = new Map(parts.kinds.map((kind) => [kind.name, kind]));
  await boss.createQueue(MAIL_QUEUE);
  const options = { pollingIntervalSeconds: timing.pollingIntervalSeconds, batchSize: 1, includeMetadata: true } as const;
  await boss.work(MAIL_QUEUE, options, async ([job]: JobWithMetadata<MailJob>[]) => {
    if (!job) return;
    const { kind: name, data, mailId } = job.data;
    const kind = kinds.get(name);
    const attempts = job.retryCount + 1;
    const fields = { mail: name, job: job.id, attempt: attempts };
    let mail: Mail | null = null;
    try {
      if (!kind) throw new Error(`No mail is called ${name}`);
      mail = await kind.compose(orm.em.fork(), data, site);
      if (!mail) {
        logger.info(fields, 'mail dropped: what it was about is gone');
        await note(orm, logger, mailId, { state: 'failed', attempts, lastError: GONE });
        return;
      }
      await transport.send({ ...mail, kind: name, from, messageId: messageIdOf(job.id, site.origin) });
      await note(orm, logger, mailId, { state: 'sent', attempts, recipient: mail.to, subject: mail.subject, lastError: null, sentAt: new Date() });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      logger[last ? 'error' : 'warn']({ ...fields, err: error }, last ? 'mail failed; no retries left' : 'mail failed; it will be retried');
      const composed = mail ? { recipient: mail.to, subject: mail.subject } : {};
      await note(orm, logger, mailId, { state: last ? 'failed' : 'retrying', attempts, lastError: reasonOf(error), ...composed });
      throw error;
    }
  });
}
