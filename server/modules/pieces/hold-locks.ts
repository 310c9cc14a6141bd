import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';

/** What a holder's lock is called; the hold-race tests take a buyer's lock by this name from outside. */
export const buyerLockName = (buyer: Buyer) => `hold:buyer:${buyer.kind}:${buyer.id}`;
const addressLockName = (address: string) => `hold:address:${address}`;

/**
 * Sorted by the lock's own key, the order every caller takes them in: a batch of holds (hold-rule.ts)
 * takes the locks of many buyers and addresses, a sign-in those of two buyers, and locks taken in one
 * order by everyone never wait on each other in a circle.
 */
const lockSql = (count: number) =>
  `with holders(name) as (values ${Array.from({ length: count }, () => '(?)').join(', ')})
   select pg_advisory_xact_lock(key) from (
     select hashtextextended(name, 0) as key from holders
     union
     select hashtextextended('hold:mailbox:' || u.mailbox, 0) from users u
     where u.id in (select substring(name from '^hold:buyer:user:([0-9]+)$')::int from holders)
   ) as keys order by key`;

/**
 * Serialises, on every app instance alike, the writes that change what these buyers (and the guests of
 * these addresses, and every account sharing an account's inbox, whose claims on a drop count
 * together: drop-opening.ts) hold, until `tx` ends: counting what is held and adding to it then cannot
 * interleave, so no cap is passed by two calls at once. The database's advisory locks, taken in a
 * statement of their own so that the next statement's snapshot sees what the previous holder
 * committed; one statement for all, as each is a round trip on a drop's hot path. Every caller takes
 * them here, and before any row lock: no two writers wait on each other in a circle.
 */
export async function lockHolders(tx: Em, buyers: readonly Buyer[], addresses: readonly string[] = []): Promise<void> {
  const names = [...buyers.map(buyerLockName), ...addresses.map(addressLockName)];
  if (names.length === 0) return;
  await tx.execute(lockSql(names.length), names);
}
