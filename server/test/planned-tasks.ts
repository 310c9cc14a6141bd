import type { MailData } from '../modules/mail/mail-data.ts';
import { NO_MAIL, type MailOutbox } from '../modules/mail/mail-kind.ts';

export type PlannedTask = { task: string; data: MailData; at: Date };

/**
 * An outbox that keeps the tasks a write plans (a push, a deadline) instead of queueing them, for a
 * test of what a domain plans; that the queue then runs each once is proven with the real one
 * (server/modules/mail/mail-queue.test.ts, server/modules/push/owner-push.test.ts).
 */
export function plannedTasks(): { planned: PlannedTask[]; outbox: MailOutbox } {
  const planned: PlannedTask[] = [];
  return { planned, outbox: { ...NO_MAIL, schedule: (_tx, task, data, at) => Promise.resolve(void planned.push({ task: task.name, data, at })) } };
}
