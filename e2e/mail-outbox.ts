import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMail, type CaughtMail } from '../server/test/mail-catcher.ts';
import { shop } from './shop.ts';

/**
 * The first mail of `kind` the test server wrote to its outbox (it runs without SMTP_URL) that
 * matches, read into its parts; waits for the worker to write it.
 */
export async function mailFromOutbox(kind: string, match: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  const outbox = shop().outboxDir;
  for (let waited = 0; waited < 15_000; waited += 250) {
    for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.includes(`-${kind}-`))) {
      const mail = readMail(await readFile(path.join(outbox, file), 'utf8'));
      if (match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail in the outbox`);
}

/** The path and query of the first link in a mail's text that leads to `pathname` (the server's origin is localhost). */
export function linkTo(mail: CaughtMail, pathname: string): string {
  const found = new RegExp(`https?://[^\\s/]+${pathname}\\?token=[a-z2-7]+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`the mail has no link to ${pathname}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
