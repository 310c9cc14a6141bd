/**
 * A shop's mail worker alone in a process of its own, for a test to kill mid-send
 * (server/faults/crash-mid-send.test.ts): on DATABASE_URL, delivering to SMTP_URL, with FAST_MAIL's
 * timing. It enqueues a password reset for USER_ID itself, so that its own worker is the one that
 * claims it, and prints "enqueued" once the mail is in the queue.
 */
import { createOrm } from '../db/orm.ts';
import { passwordResetMail } from '../modules/users/mails/password-reset.mail.ts';
import { startMailOn } from './mail-harness.ts';

const { DATABASE_URL: url = '', SMTP_URL: smtpUrl, USER_ID: userId } = process.env;
const target = { kind: 'postgresql' as const, url };
const orm = await createOrm(target);
const mail = await startMailOn(orm, target, { smtpUrl });
await orm.em.fork().transactional((tx) => mail.outbox.enqueue(tx, passwordResetMail, { userId: Number(userId) }));
process.stdout.write('enqueued\n');
