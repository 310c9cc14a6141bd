import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { Mail } from './mail-kind.ts';

/**
 * A composed mail as it leaves: the Message-ID is the job's, so a mail sent twice after a crash reads
 * as one; replies go to the shop's own address (mail-worker.ts), not to the no-reply sender.
 */
export type OutgoingMail = Mail & { kind: string; from: string; replyTo: string; messageId: string };

export type MailTransport = {
  /** Where mail goes, for the start-up banner: never the SMTP password. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * Bounds on one delivery: a server that accepts the connection and then says nothing must fail the
 * attempt (and leave it to a retry) well before the job's own expiry hands it to another worker.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Connections kept open to the mail server, one for each general worker (mail-worker.ts) and the urgent
 * lane; bench part 7's floor sends through a pool of as many.
 */
export const SMTP_CONNECTIONS = 4;

function smtpTransport(url: string): MailTransport {
  // Pooled: a new connection (and TLS handshake) per mail held a drop's receipts to about 30 a minute.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS, ...SMTP_TIMEOUTS });
  const { hostname, port } = new URL(url);
  return {
    description: `SMTP ${hostname}${port ? `:${port}` : ''}`,
    async send({ kind: _kind, ...mail }) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** A file name that sorts by time and says what the mail is, e.g. `2026-11-24T21-30-00-000Z-order-receipt-<id>.eml`. */
function emlName(kind: string, messageId: string): string {
  const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
  const id = messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9-]/g, '');
  return `${stamp}-${kind}-${id}.eml`;
}

/**
 * Without SMTP_URL every mail is written to `outboxDir` as an .eml file (any mail program opens it)
 * and logged in one line, so a laptop shows the whole flow with nothing to set up.
 */
function outboxTransport(outboxDir: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${outboxDir} (SMTP_URL is not set)`,
    async send({ kind, ...mail }) {
      const { message } = await transporter.sendMail(mail);
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, emlName(kind, mail.messageId));
      await writeFile(file, message);
      logger.info({ mail: kind, subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(options: { smtpUrl: string | undefined; outboxDir: string; logger: Logger }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : outboxTransport(options.outboxDir, options.logger);
}
