import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Em, Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import type { MailData } from './mail-data.ts';
import { MAIL_PRIORITIES, type Mail, type MailKind, type MailSite } from './mail-kind.ts';
import { readSettings } from '../settings/settings.service.ts';
import { MailRecord } from './mail-record.entity.ts';
import { MAIL_QUEUE, MAIL_QUEUE_OPTIONS, type MailJob, type MailTiming } from './mail-queue.ts';
import type { MailTransport } from './mail-transport.ts';
import { claimRecipientShare } from './recipient-limit.ts';

type WorkerParts = {
  boss: PgBoss;
  orm: Orm;
  transport: MailTransport;
  kinds: readonly MailKind<MailData>[];
  site: MailSite;
  from: string;
  timing: MailTiming;
  logger: Logger;
  /** Unsolicited mails one address may receive in an hour (MAIL_UNSOLICITED_PER_RECIPIENT_PER_HOUR; 0: no limit). */
  unsolicitedPerHour: number;
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
 * Where a reply to any of the shop's mails goes: the owner (the `owner_notification_email` setting,
 * else the admin's address), never the no-reply sender, so "reply to this mail" reaches a person.
 */
async function shopAddressOf(em: Em, site: MailSite): Promise<string> {
  return (await readSettings(em)).owner_notification_email.trim() || site.adminEmail;
}

/**
 * Composes one mail from the database as it is now and hands it to the transport, writing how the
 * attempt went on the mail's record. A failure settles the job as failed, and pg-boss retries it
 * with backoff; the last failure is logged as an error, the earlier ones as warnings.
 */
async function sendMail(parts: WorkerParts, kinds: ReadonlyMap<string, MailKind<MailData>>, job: JobWithMetadata<MailJob>): Promise<JobResult['status']> {
  const { orm, transport, site, from, logger } = parts;
  const { kind: name, data, mailId } = job.data;
  const kind = kinds.get(name);
  const attempts = job.retryCount + 1;
  const fields = { mail: name, job: job.id, attempt: attempts };
  let mail: Mail | null = null;
  try {
    if (!kind) throw new Error(`No mail is called ${name}`);
    const em = orm.em.fork();
    // A retry of a mail whose send went through but whose job was not settled (the worker died): not twice.
    if ((await em.findOne(MailRecord, { id: mailId }, { fields: ['state'] }))?.state === 'sent') return 'completed';
    mail = await kind.compose(em, data, site);
    if (!mail) {
      logger.info(fields, 'mail dropped: what it was about is gone');
      await note(orm, logger, mailId, { state: 'failed', attempts, lastError: GONE });
      return 'completed';
    }
    const { typedAddress, ...outgoing } = mail;
    if (kind.unsolicited || typedAddress) {
      const perHour = kind.unsolicited ? parts.unsolicitedPerHour : null;
      const heldBack = await claimRecipientShare(orm, { mailId, recipient: mail.to, unsolicitedKinds: unsolicitedKindsOf(parts), perHour, typedAddress });
      if (heldBack) {
        logger.warn({ ...fields, reason: heldBack }, 'mail held back');
        await note(orm, logger, mailId, { state: 'failed', attempts, recipient: mail.to, subject: mail.subject, lastError: heldBack });
        return 'completed';
      }
    }
    await transport.send({ ...outgoing, kind: name, from, replyTo: await shopAddressOf(em, site), messageId: messageIdOf(job.id, site.origin) });
    await note(orm, logger, mailId, { state: 'sent', attempts, recipient: mail.to, subject: mail.subject, lastError: null, sentAt: new Date() });
    return 'completed';
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    logger[last ? 'error' : 'warn']({ ...fields, err: error }, last ? 'mail failed; no retries left' : 'mail failed; it will be retried');
    const composed = mail ? { recipient: mail.to, subject: mail.subject } : {};
    await note(orm, logger, mailId, { state: last ? 'failed' : 'retrying', attempts, lastError: reasonOf(error), ...composed });
    return 'failed';
  }
}

/** How many ready mails one fetch claims; each worker sends them one after another. */
const MAIL_BATCH = 10;
/**
 * Workers of the general lane on each instance, each with its own SMTP connection from the transport's
 * pool (mail-transport.ts): a drop's receipts go out side by side rather than one at a time.
 */
const GENERAL_WORKERS = 3;

const unsolicitedKindsOf = (parts: WorkerParts) => parts.kinds.filter((kind) => kind.unsolicited).map((kind) => kind.name);

/**
 * Claims the ready mails in batches, most urgent first (pg-boss claims by priority, then age, with SKIP
 * LOCKED, so among several app instances exactly one gets each), and sends each batch one by one in the
 * order its mails were queued, each settled on its own. While a fetch comes back full the worker fetches
 * again at once, so a drop's backlog goes out together rather than one mail per polling interval.
 *
 * Beside the general workers, one lane takes urgent mail only (a password reset, an e-mail
 * confirmation): however much queue news a script makes, a person waiting for a link never waits
 * behind a batch of it. A job whose worker dies mid-send stops its heartbeat, and pg-boss retries it
 * within a minute (mail-queue.ts).
 */
export async function startMailWorker(parts: WorkerParts): Promise<void> {
  const kinds = new Map(parts.kinds.map((kind) => [kind.name, kind]));
  await parts.boss.createQueue(MAIL_QUEUE, MAIL_QUEUE_OPTIONS);
  // A queue made by an older release keeps its options until told.
  await parts.boss.updateQueue(MAIL_QUEUE, MAIL_QUEUE_OPTIONS);
  const options = {
    pollingIntervalSeconds: parts.timing.pollingIntervalSeconds,
    batchSize: MAIL_BATCH,
    burstWhenBatchFull: true,
    perJobResults: true,
    includeMetadata: true,
  } as const;
  const sendBatch = async (jobs: JobWithMetadata<MailJob>[]) => {
    const results: JobResult[] = [];
    // A claimed batch comes back in no set order: a buyer's "confirmed" must still come before "on its
    // way". Mail records are numbered as they are written, in the transaction of their cause.
    const oldestFirst = [...jobs].sort((a, b) => a.data.mailId - b.data.mailId);
    for (const job of oldestFirst) results.push({ id: job.id, status: await sendMail(parts, kinds, job) });
    return results;
  };
  await parts.boss.work(MAIL_QUEUE, { ...options, localConcurrency: GENERAL_WORKERS }, sendBatch);
  await parts.boss.work(MAIL_QUEUE, { ...options, minPriority: MAIL_PRIORITIES.urgent }, sendBatch);
}
