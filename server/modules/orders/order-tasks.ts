import type { MailData } from '../mail/mail-data.ts';
import type { TaskKind } from '../mail/mail-kind.ts';
import { paymentFixDueTask } from './order-status.service.ts';
import { readProofTask } from './receipt-reading.service.ts';

/** The tasks for later that orders plan through the outbox; the start-up hands them to its worker. */
export const ORDER_TASKS: readonly TaskKind<MailData>[] = [paymentFixDueTask, readProofTask];
