import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import type { MailData, MailKind, MailSite } from './mail-kind.ts';
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

/**
 * Takes one mail at a time from the queue (pg-boss claims it with SKIP LOCKED, so among several app
 * instances exactly one gets it), composes it from the database as it is now, and hands it to the
 * transport. A failure throws, and pg-boss retries the job with backoff; the last failure is logged
 * as an error, the earlier ones as warnings.
 */
export async function startMailWorker(parts: WorkerParts): Promise<void> {
  const { boss, orm, transport, site, from, timing, logger } = parts;
  const kinds = new Map(parts.kinds.map((kind) => [kind.name, kind]));
  await boss.createQueue(MAIL_QUEUE);
  const options = { pollingIntervalSeconds: timing.pollingIntervalSeconds, batchSize: 1, includeMetadata: true } as const;
  await boss.work(MAIL_QUEUE, options, async ([job]: JobWithMetadata<MailJob>[]) => {
    if (!job) return;
    const kind = kinds.get(job.data.kind);
    const fields = { mail: job.data.kind, job: job.id, attempt: job.retryCount + 1 };
    try {
      if (!kind) throw new Error(`No mail is called ${job.data.kind}`);
      const mail = await kind.compose(orm.em.fork(), job.data.data, site);
      if (!mail) {
        logger.info(fields, 'mail dropped: what it was about is gone');
        return;
      }
      await transport.send({ ...mail, kind: kind.name, from, messageId: messageIdOf(job.id, site.origin) });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      logger[last ? 'error' : 'warn']({ ...fields, err: error }, last ? 'mail failed; no retries left' : 'mail failed; it will be retried');
      throw error;
    }
  });
}
