import { PgBoss, fromKysely, fromPglite, type KyselyTransactionLike, type SendOptions } from 'pg-boss';
import { pgliteOf, type DatabaseTarget, type Orm } from '../../db/orm.ts';
import type { MailData } from './mail-data.ts';
import { MAIL_PRIORITIES, type MailOutbox } from './mail-kind.ts';
import { MailRecord } from './mail-record.entity.ts';

export const MAIL_QUEUE = 'mail';
/** The queue of the outbox's tasks for later (mail-kind.ts TaskKind). */
export const TASK_QUEUE = 'task';

/** What a job of the mail queue carries: the kind's name, its data, and the mail's record (its timeline). */
export type MailJob = { kind: string; data: MailData; mailId: number };
/** What a job of the task queue carries: the task's name and its data. */
export type TaskJob = { task: string; data: MailData };

export type MailTiming = {
  /** How often an idle worker asks for mail (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds: number;
  /** Attempts after the first; the delay doubles from retryDelaySeconds, up to retryDelayMaxSeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How often pg-boss's supervisor fails the mails whose worker stopped beating (MAIL_QUEUE_OPTIONS). */
  superviseIntervalSeconds: number;
};

/**
 * pg-boss's backoff waits between one and two times 15 s, 30 s, 1, 2, 4 … minutes, then hourly:
 * fifteen retries span eight to nine hours, so a mail server down for an afternoon loses nothing, and a
 * wrong password shows as failed mail by the next morning.
 */
export const MAIL_TIMING: MailTiming = { pollingIntervalSeconds: 2, retryLimit: 15, retryDelaySeconds: 15, retryDelayMaxSeconds: 3600, superviseIntervalSeconds: 15 };

/**
 * A worker beats for each mail it holds; a mail whose beats stop for 10 s (pg-boss's least: its worker
 * died mid-send) is failed by the supervisor, which looks every `superviseIntervalSeconds`, and retried
 * after the first retry's wait (one to two retry delays): with MAIL_TIMING, within a minute. The
 * record's state keeps a retry from sending a mail that had gone (mail-worker.ts).
 */
export const MAIL_QUEUE_OPTIONS = { heartbeatSeconds: 10 } as const;

function retryOptions(timing: MailTiming): SendOptions {
  return { retryLimit: timing.retryLimit, retryDelay: timing.retryDelaySeconds, retryBackoff: true, retryDelayMax: timing.retryDelayMaxSeconds };
}

/**
 * pg-boss on the shop's database (decision 012). On PostgreSQL it keeps a small pool of its own; on
 * PGlite, a single connection in this process, it runs on the ORM's own PGlite instance, whose
 * transactions are exclusive (the ORM's Kysely dialect opens them with PGlite's `transaction`), so
 * the worker's statements wait for a request's transaction instead of slipping into it.
 */
export async function openMailQueue(orm: Orm, target: DatabaseTarget, { superviseIntervalSeconds }: MailTiming): Promise<PgBoss> {
  // The supervisor fails a dead worker's mail only on a pass that also monitors the queue, which by
  // default waits a minute between monitorings: every pass monitors, so no pass is skipped.
  const supervision = { superviseIntervalSeconds, monitorIntervalSeconds: 1 };
  return target.kind === 'postgresql'
    ? new PgBoss({ connectionString: target.url, max: 3, application_name: 'ukay-mail', schedule: false, ...supervision })
    : new PgBoss({ db: fromPglite(await pgliteOf(orm)), backend: 'pglite', schedule: false, ...supervision });
}

/**
 * The job is inserted through the ORM transaction's own connection (pg-boss's `db` option with its
 * Kysely adapter: MikroORM 7's transactions are Kysely transactions), so it commits or rolls back
 * with the write that causes it, and so does the mail's record.
 */
export function mailOutbox(boss: PgBoss, timing: MailTiming): MailOutbox {
  return {
    async schedule(tx, task, data, at) {
      const transaction = tx.getTransactionContext<KyselyTransactionLike>();
      if (!transaction) throw new Error(`The ${task.name} task must be scheduled inside the transaction of the write that causes it`);
      const job: TaskJob = { task: task.name, data };
      await boss.send(TASK_QUEUE, job, { ...retryOptions(timing), startAfter: at, db: fromKysely(transaction) });
    },
    async enqueue(tx, kind, data, options = {}) {
      const transaction = tx.getTransactionContext<KyselyTransactionLike>();
      if (!transaction) throw new Error(`The ${kind.name} mail must be enqueued inside the transaction of the write that causes it`);
      const now = new Date();
      const mailId = await tx.insert(MailRecord, { kind: kind.name, about: kind.about(data), data, queuedAt: now, updatedAt: now });
      const job: MailJob = { kind: kind.name, data, mailId };
      await boss.send(MAIL_QUEUE, job, {
        ...retryOptions(timing),
        priority: MAIL_PRIORITIES[kind.priority],
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        db: fromKysely(transaction),
      });
    },
  };
}
