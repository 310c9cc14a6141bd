import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';

const lockSql = (count: number) => `select ${Array.from({ length: count }, () => 'pg_advisory_xact_lock(hashtextextended(?, 0))').join(', ')}`;

/**
 * Serialises, on every app instance alike, the writes that change what one buyer (and, when given, the
 * guests of one address) hold, until `tx` ends: counting what is held and adding to it then cannot
 * interleave, so no cap is passed by two calls at once. The database's advisory locks, taken in a
 * statement of their own so that the next statement's snapshot sees what the previous holder committed;
 * one statement for both, as each is a round trip on a drop's hot path. Every caller takes them here,
 * in the same order (the buyer's, then the address's: PostgreSQL evaluates a select list in order),
 * and before any row lock: no two holds wait on each other in a circle.
 */
export async function lockHolders(tx: Em, buyer: Buyer, address: string | null): Promise<void> {
  const keys = [`hold:buyer:${buyer.kind}:${buyer.id}`, ...(address === null ? [] : [`hold:address:${address}`])];
  await tx.execute(lockSql(keys.length), keys);
}
