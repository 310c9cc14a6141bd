import type { Orm } from '../../db/orm.ts';

/** Why a mail was not sent, on its record (the owner's mail timeline). */
export const HELD_BACK = 'Held back: this address had its share of unsolicited mail for the hour.';

type Claim = { mailId: number; recipient: string; unsolicitedKinds: readonly string[]; perHour: number };

/**
 * Takes a place for this mail among the unsolicited mails its address receives in an hour, or answers
 * false when the address has had its share (0: no limit). Counted under an advisory lock on the address,
 * so two workers on two instances cannot both take the last place; a mail holds its place from the
 * moment its record names the recipient (here), sent or still being tried, and a failed one gives it back.
 */
export async function claimRecipientShare(orm: Orm, { mailId, recipient, unsolicitedKinds, perHour }: Claim): Promise<boolean> {
  if (perHour <= 0) return true;
  const address = recipient.trim().toLowerCase();
  return orm.em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`mail:recipient:${address}`]);
    const kinds = unsolicitedKinds.map(() => '?').join(', ');
    const [row] = await tx.execute<{ taken: number }[]>(
      `select count(*)::int as taken from mails
       where lower(recipient) = ? and id <> ? and kind in (${kinds}) and state <> 'failed'
         and coalesce(sent_at, updated_at) > now() - interval '1 hour'`,
      [address, mailId, ...unsolicitedKinds],
    );
    if ((row?.taken ?? 0) >= perHour) return false;
    await tx.execute('update mails set recipient = ?, updated_at = now() where id = ?', [recipient, mailId]);
    return true;
  });
}
