import type { Pool, PoolClient } from 'pg';

/**
 * Gives back to the pool a connection that dies while it is checked out. Kysely (under MikroORM)
 * releases a transaction's connection only once its COMMIT or ROLLBACK succeeds (kysely-org/kysely
 * #1990): a connection lost mid-transaction was never returned, and after `max` such losses (one
 * database restart during a busy drop) every request waited for a slot that never came.
 *
 * Released with an error, pg-pool discards the dead client and opens a fresh one on demand. The
 * release Kysely may still make afterwards (a plain query's `finally`) is then a no-op, where pg-pool
 * would throw and mask why the query failed.
 */
export function releaseLostConnections(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => {};
      release(new Error('The database connection was lost'));
    });
  });
}
