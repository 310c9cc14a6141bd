import { ORDER_MAIL_MESSAGES, type OrderMailOutput, type ResendOrderMailInput } from '../../../shared/schemas/admin-orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { MailRecord } from '../mail/mail-record.entity.ts';
import { aboutOrder } from './mails/order-for-mail.ts';
import { ORDER_MAILS } from './mails/order-mails.ts';
import { Order } from './order.entity.ts';

/** Each order mail in the owner's words. */
function labelOf(record: MailRecord): string {
  if (record.kind === 'order-receipt') return 'Receipt';
  if (record.kind === 'new-order-alert') return 'New-order alert';
  if (record.kind === 'order-status') return `Status news: ${String(record.data.status)}`;
  if (record.kind === 'order-tracking') return 'Tracking number';
  return record.kind;
}

function toOrderMailOutput(record: MailRecord): OrderMailOutput {
  return {
    id: record.id,
    kind: record.kind,
    label: labelOf(record),
    state: record.state,
    attempts: record.attempts,
    recipient: record.recipient ?? null,
    subject: record.subject ?? null,
    last_error: record.lastError ?? null,
    queued_at: record.queuedAt.toISOString(),
    sent_at: record.sentAt?.toISOString() ?? null,
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The order's mails, oldest first: queued, sent, failing (with the reason) or given up. */
export async function listOrderMails(em: Em, orderId: number): Promise<OrderMailOutput[]> {
  if ((await em.count(Order, { id: orderId })) === 0) throw new NotFoundError('Order not found');
  const records = await em.find(MailRecord, { about: aboutOrder({ orderId }) }, { orderBy: { queuedAt: 'asc', id: 'asc' } });
  return records.map(toOrderMailOutput);
}

/**
 * Queues one of the order's mails again, as it was first asked for (a status news keeps the status
 * and note it told of), as a new mail on the timeline. A failed mail is resent this way once the
 * mail settings are fixed; a sent one when the buyer lost it.
 */
export async function resendOrderMail(em: Em, mail: MailOutbox, input: ResendOrderMailInput): Promise<OrderMailOutput[]> {
  const record = await em.findOne(MailRecord, { id: input.mail_id, about: aboutOrder({ orderId: input.id }) });
  const kind = ORDER_MAILS.find((candidate) => candidate.name === record?.kind);
  if (!record || !kind) throw new NotFoundError(ORDER_MAIL_MESSAGES.notFound);
  await em.transactional((tx) => mail.enqueue(tx, kind, record.data));
  return listOrderMails(em.fork(), input.id);
}
