import type { Em } from '../../db/orm.ts';
import { positional } from '../../db/named-parameters.ts';

/**
 * A mail to an address a guest typed (queue news): anyone can type anyone's address, so until its
 * reader shows they want the shop's mail, the address gets one such mail, the one that carries a link
 * (`linkHash`: "It's your turn"). Opening that link confirms the address (confirmTypedAddress); a
 * confirmed account's e-mail counts as confirmed too.
 */
export type TypedAddress = { linkHash: string | null };

/** Why a mail to a typed address was not sent, on its record (the owner's mail timeline). */
export const UNCONFIRMED = 'Held back: a guest typed this address, and its reader has not yet opened the link of the shop\'s first mail to it.';

const CONFIRMATION_SQL = `
  select exists (select 1 from confirmed_mailboxes where mailbox = :mailbox)
      or exists (select 1 from users where mailbox = :mailbox and email_verified_at is not null) as confirmed,
    exists (select 1 from mails where recipient_mailbox = :mailbox and id <> :mailId
      and typed_address_link_hash is not null and state <> 'failed') as mailed`;

/**
 * Null when this mail may go to `mailbox`, else why not: an unconfirmed inbox gets one mail with a link
 * (its first, sent or being tried), and no mail without one. Called under the inbox's lock
 * (recipient-limit.ts), so two workers cannot both send an inbox its first.
 */
export async function refuseUnconfirmed(tx: Em, mailbox: string, mailId: number, { linkHash }: TypedAddress): Promise<string | null> {
  const { sql, params } = positional(CONFIRMATION_SQL, { mailbox, mailId });
  const [row] = await tx.execute<{ confirmed: boolean; mailed: boolean }[]>(sql, params);
  if (row?.confirmed) return null;
  return linkHash !== null && !row?.mailed ? null : UNCONFIRMED;
}

/**
 * The link of a mail to a typed address was opened (`linkHash`, its token's hash; whatever became of
 * what it was for): the inbox it went to is confirmed, if the mail was sent. Answers nothing either
 * way, so the link tells no one which addresses the shop mailed.
 */
export async function confirmTypedAddress(em: Em, linkHash: string, now = new Date()): Promise<void> {
  await em.execute(
    `insert into confirmed_mailboxes (mailbox, confirmed_at)
     select recipient_mailbox, ? from mails where typed_address_link_hash = ? and state = 'sent' and recipient_mailbox is not null
     on conflict (mailbox) do nothing`,
    [now, linkHash],
  );
}
