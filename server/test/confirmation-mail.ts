import type { CaughtMail, MailCatcher } from './mail-catcher.ts';
import { TEST_SHOP_URL } from './mail-harness.ts';

const LINK = new RegExp(`${TEST_SHOP_URL}/verify-email\\?token=([a-z2-7]{32})`);

const confirmationTo = (email: string) => (caught: CaughtMail) => caught.to.includes(email) && caught.subject === 'Confirm your e-mail';

/** Waits for the `count`-th "Confirm your e-mail" mail to the address, and answers the token of its link. */
export async function confirmationTokenMailedTo(smtp: MailCatcher, email: string, count = 1): Promise<string> {
  const mails = await smtp.waitFor(confirmationTo(email), { count });
  const token = LINK.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('the confirmation mail carries no link');
  return token;
}
