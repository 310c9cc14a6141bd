import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { MAIL_STATES } from '../../../shared/admin-constants.ts';
import type { MailData } from './mail-data.ts';
import { mailboxSqlOf } from './mailbox.ts';

/**
 * One mail the shop sent or tried to send, written with its job and kept after the queue forgets the
 * job, so the owner sees what went out and what failed, and why (the order's mail timeline).
 */
const MailRecordSchema = defineEntity({
  name: 'MailRecord',
  tableName: 'mails',
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(60),
    /** What the mail is about, e.g. `order:12`, for a screen that lists one thing's mails; null for account mails. */
    about: p.string().length(60).nullable().index(),
    data: p.json<MailData>(),
    state: p.enum(MAIL_STATES).default('queued'),
    attempts: p.integer().default(0),
    /** Known once the mail was composed. */
    recipient: p.string().length(254).nullable(),
    /** The inbox the recipient's address reaches (mailbox.ts), kept by PostgreSQL: what the per-recipient limit counts. */
    recipientMailbox: p.string().$type<Opt<string>>().length(254).nullable().generated(`(${mailboxSqlOf('recipient')}) stored`),
    /** For a mail to an address a guest typed: the hash of its link, whose opening confirms the address (typed-address.ts). */
    typedAddressLinkHash: p.string().length(64).nullable().unique(),
    subject: p.string().length(300).nullable(),
    /** The last failure as the mail server or the composer gave it. */
    lastError: p.string().length(500).nullable(),
    queuedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
  // The per-recipient limit (recipient-limit.ts) counts an inbox's recent mails.
  indexes: [{ properties: ['recipientMailbox', 'updatedAt'] }],
});

export class MailRecord extends MailRecordSchema.class {}
MailRecordSchema.setClass(MailRecord);
