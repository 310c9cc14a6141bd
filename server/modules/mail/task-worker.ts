import type { PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import type { MailData } from './mail-data.ts';
import type { TaskKind, TaskParts } from './mail-kind.ts';
import { TASK_QUEUE, type MailTiming, type TaskJob } from './mail-queue.ts';

type TaskWorkerParts = { boss: PgBoss; orm: Orm; parts: TaskParts; tasks: readonly TaskKind<MailData>[]; timing: MailTiming; logger: Logger };

/**
 * Runs each task when its time comes. pg-boss hands a job to one worker among all the instances
 * (SKIP LOCKED), and a task that throws is retried with the mail's backoff; a task whose name this
 * release does not know fails, and is kept in pg-boss's record of failed jobs.
 */
export async function startTaskWorker({ boss, orm, parts, tasks, timing, logger }: TaskWorkerParts): Promise<void> {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  await boss.createQueue(TASK_QUEUE);
  await boss.work<TaskJob>(TASK_QUEUE, { pollingIntervalSeconds: timing.pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    const task = byName.get(job.data.task);
    if (!task) throw new Error(`No task is called ${job.data.task}`);
    try {
      await task.run(orm.em.fork(), job.data.data, parts);
    } catch (error) {
      logger.warn({ err: error, task: task.name, job: job.id }, 'task failed; it will be retried');
      throw error;
    }
  });
}
