import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A picture carried inside a mail (`cid:` in its HTML): its Content-ID, type and bytes. */
export type CaughtImage = { cid: string; contentType: string; body: Buffer };

/** A mail as the SMTP server received it, its MIME parts decoded (test-side: enough for what nodemailer writes). */
export type CaughtMail = { to: string[]; from: string; subject: string; messageId: string; text: string; html: string; images: CaughtImage[]; raw: string };

function decodeQuotedPrintable(body: string): string {
  // Literal percent signs first (a link's `%20` is text here), then each =XX byte as %XX for decodeURIComponent.
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes a non-ASCII subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers);
  return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim());
}

type Parts = { text: string; html: string; images: CaughtImage[] };

/** The text, HTML and inline pictures of one MIME entity, looking inside nested multiparts (a mail with pictures is multipart/related). */
function readParts(headers: string, body: string, parts: Parts): void {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary && /content-type:\s*multipart\//i.test(headers)) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const [partHeaders = '', ...partBody] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      readParts(partHeaders, partBody.join('\n\n').replace(/\r?\n$/, ''), parts);
    }
    return;
  }
  if (/content-type:\s*text\/html/i.test(headers)) parts.html = decodeBody(headers, body);
  else if (/content-type:\s*text\/plain/i.test(headers)) parts.text = decodeBody(headers, body);
  else if (/content-type:\s*image\//i.test(headers)) {
    parts.images.push({
      cid: header(headers, 'Content-ID').replace(/^<|>$/g, ''),
      contentType: header(headers, 'Content-Type').split(';')[0] ?? '',
      body: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    });
  }
}

/** A raw message (as received, or an .eml file from DATA_DIR/outbox/) read into its headers and decoded parts. */
export function readMail(raw: string, to: string[] = [], from = ''): CaughtMail {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const parts: Parts = { text: '', html: '', images: [] };
  if (/boundary=/i.test(headers)) readParts(headers, rest.join('\n\n'), parts);
  else parts.text = rest.join('\n\n');
  return { to, from, subject: header(headers, 'Subject'), messageId: header(headers, 'Message-ID'), raw, ...parts };
}

/**
 * A real SMTP server in the test process (smtp-server, from the nodemailer project): the app delivers
 * to it as it would to any mail provider. It can be stopped and started again on the same port, to
 * play a provider that is down for a while.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  /** Mails whose data the server has read and not yet accepted: the sender is waiting for its answer. */
  accepting = 0;
  readonly #answers = new Set<NodeJS.Timeout>();
  #server: SMTPServer | null = null;
  port = 0;
  /** How long the server takes to accept each mail: a provider's real pace, so a backlog builds. */
  readonly #delayMs: number;
  /** Told of each mail the moment it is accepted, so a bench can time delivery without polling. */
  readonly #onMail: (mail: CaughtMail) => void;

  constructor(options: { delayMs?: number; onMail?: (mail: CaughtMail) => void } = {}) {
    this.#delayMs = options.delayMs ?? 0;
    this.#onMail = options.onMail ?? (() => {});
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.accepting += 1;
          const answer = setTimeout(() => {
            this.#answers.delete(answer);
            this.accepting -= 1;
            const mail = readMail(Buffer.concat(chunks).toString('utf8'), to, from);
            this.mails.push(mail);
            this.#onMail(mail);
            callback();
          }, this.#delayMs);
          this.#answers.add(answer);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Closes the server; a mail it has not accepted yet never is (the sender sees its connection cut). */
  async stop(): Promise<void> {
    for (const answer of this.#answers) clearTimeout(answer);
    this.#answers.clear();
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` mails match, and answers them; fails after `timeoutMs`. */
  async waitFor(match: (mail: CaughtMail) => boolean, { count = 1, timeoutMs = 15_000 } = {}): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`expected ${count} matching mail(s) within ${timeoutMs} ms, got ${found.length} of ${this.mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
