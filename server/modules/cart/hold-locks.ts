import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';

const LOCK_SQL = 'select pg_advisory_xact_lock(hashtextextended(?, 0))';

/**
 * Serialises, on every app instance alike, the writes that change what one buyer (and, when given, the
 * guests of one address) hold, until `tx` ends: counting what is held and adding to it then cannot
 * interleave, so no cap is passed by two calls at once. The database's advisory locks, each taken in
 * its own statement so that the next statement's snapshot sees what the previous holder committed.
 * Always the buyer first, then the address, and both before any row lock: no two holds wait on each
 * other in a circle.
 */
export async function lockHolders(tx: Em, buyer: Buyer, address: string | null): Promise<void> {
  await tx.execute(LOCK_SQL, [`hold:buyer:${buyer.kind}:${buyer.id}`]);
  if (address !== null) await tx.execute(LOCK_SQL, [`hold:address:${address}`]);
}
