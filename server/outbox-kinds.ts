import type { MailData } from './modules/mail/mail-data.ts';
import type { MailKind, TaskKind } from './modules/mail/mail-kind.ts';
import { DROP_TASKS } from './modules/drops/drop-opened-push.ts';
import { ORDER_MAILS } from './modules/orders/mails/order-mails.ts';
import { ORDER_TASKS } from './modules/orders/order-tasks.ts';
import { QUEUE_MAILS, turnUnclaimedPushTask } from './modules/pieces/pieces.ts';
import { PUSH_TASKS } from './modules/push/owner-push.ts';
import { USER_MAILS } from './modules/users/mails/user-mails.ts';

/** Every kind of mail the domains send through the outbox: its worker composes each by its name. */
export const MAIL_KINDS: readonly MailKind<MailData>[] = [...ORDER_MAILS, ...USER_MAILS, ...QUEUE_MAILS];

/** Every task for later the domains plan through the outbox (a push is one: one per device). */
export const TASK_KINDS: readonly TaskKind<MailData>[] = [...ORDER_TASKS, ...DROP_TASKS, ...PUSH_TASKS, turnUnclaimedPushTask];
