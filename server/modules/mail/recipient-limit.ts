import type { Orm } from '../../db/orm.ts';
import { refuseUnconfirmed, type TypedAddress } from './typed-address.ts';

/** Why a mail was not sent, on its record (the owner's mail timeline). */
export const HELD_BACK = 'Held back: this address had its share of unsolicited mail for the hour.';

type Claim = {
  mailId: number;
  recipient: string;
  /** The kinds of mail anyone can make the shop send to an address they type (mail-kind.ts). */
  unsolicitedKinds: readonly string[];
  /** Unsolicited mails an inbox may receive in an hour (0: no limit); null: this mail is not one. */
  perHour: number | null;
  /** Set for a mail to an address a guest typed (typed-address.ts). */
  typedAddress?: TypedAddress;
};

/**
 * Takes a place for this mail among those its inbox receives, or answers why it may not go: the inbox
 * had its share of unsolicited mail for the hour, or a guest typed its address and its reader has not
 * confirmed it (typed-address.ts). Counted by inbox (`mails.recipient_mailbox`), so `a.b+1@gmail.com`
 * and `ab@gmail.com` share one share, and under an advisory lock on it, so two workers on two instances
 * cannot both take the last place; a mail holds its place from the moment its record names the
 * recipient (here), sent or still being tried, and a failed one gives it back.
 */
export async function claimRecipientShare(orm: Orm, { mailId, recipient, unsolicitedKinds, perHour, typedAddress }: Claim): Promise<string | null> {
  return orm.em.fork().transactional(async (tx) => {
    const [named] = await tx.execute<{ mailbox: string }[]>(
      'update mails set recipient = ?, typed_address_link_hash = ?, updated_at = now() where id = ? returning recipient_mailbox as mailbox',
      [recipient, typedAddress?.linkHash ?? null, mailId],
    );
    const mailbox = named?.mailbox ?? recipient.toLowerCase();
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`mail:recipient:${mailbox}`]);
    const unconfirmed = typedAddress ? await refuseUnconfirmed(tx, mailbox, mailId, typedAddress) : null;
    if (unconfirmed) return unconfirmed;
    if (perHour === null || perHour <= 0) return null;
    const kinds = unsolicitedKinds.map(() => '?').join(', ');
    const [row] = await tx.execute<{ taken: number }[]>(
      `select count(*)::int as taken from mails
       where recipient_mailbox = ? and id <> ? and kind in (${kinds}) and state <> 'failed'
         and coalesce(sent_at, updated_at) > now() - interval '1 hour'`,
      [mailbox, mailId, ...unsolicitedKinds],
    );
    return (row?.taken ?? 0) >= perHour ? HELD_BACK : null;
  });
}
