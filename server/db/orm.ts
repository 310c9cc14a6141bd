import type { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager, MikroORM } from '@mikro-orm/sql';
import { entities } from '../entities.ts';
import { releaseLostConnections } from './lost-connections.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** PGlite (embedded, files under DATA_DIR) by default; PostgreSQL when a URL is given (design.md §1). */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgresql'; url: string };

export type Orm = MikroORM<AbstractSqlDriver>;
export type Em = EntityManager;

function baseOptions() {
  return {
    entities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    migrations: {
      path: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      emit: 'ts' as const,
      // Start-up must never write into the source tree (it may be read-only in a container).
      snapshotOnMigrate: false,
      silent: true,
    },
  };
}

/**
 * How long a query may wait for a pooled connection, or for a new one to open, before it fails (and
 * the request answers 503): a database that does not answer must not hold requests, or the pool's
 * slots, forever. Generous beside a hold's few milliseconds, so a busy drop never trips it.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** `pgliteDump`: an embedded database starts as this dump of another (tests copy a migrated template). */
type OrmOptions = { debug?: boolean; connectTimeoutMs?: number; pgliteDump?: Blob };

export async function createOrm(target: DatabaseTarget, options: OrmOptions = {}): Promise<Orm> {
  if (target.kind === 'pglite' && target.dataDir !== 'memory://') await mkdir(path.dirname(target.dataDir), { recursive: true });
  return initOrm(target, { ...options, debug: options.debug ?? false, connectTimeoutMs: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS });
}

async function initOrm(target: DatabaseTarget, { debug, connectTimeoutMs, pgliteDump }: OrmOptions & Required<Omit<OrmOptions, 'pgliteDump'>>) {
  if (target.kind === 'postgresql') {
    return PostgreSqlMikroORM.init({
      ...baseOptions(),
      driver: PostgreSqlDriver,
      clientUrl: target.url,
      pool: { min: 0, max: 10 },
      // Handed to pg's Pool: the timeout bounds both the wait for a free connection and the opening of one.
      driverOptions: { connectionTimeoutMillis: connectTimeoutMs, onPoolCreated: releaseLostConnections },
      debug,
    });
  }
  // PGlite (a PostgreSQL compiled to WASM, tens of MB) loads only when it is the database (the memory budget, design.md §5).
  const { PgliteDriver, MikroORM: PgliteMikroORM } = await import('@mikro-orm/pglite');
  return PgliteMikroORM.init({
    ...baseOptions(),
    driver: PgliteDriver,
    dbName: target.dataDir === 'memory://' ? 'memory://' : path.resolve(target.dataDir),
    // A function, so the ORM's copy of its options leaves the Blob whole.
    driverOptions: pgliteDump ? () => ({ loadDataDir: pgliteDump }) : undefined,
    debug,
  });
}

/** Both drivers are PostgreSQL dialects of the SQL driver: services only need the SQL entity manager. */
export function sqlEm(orm: Orm): Em {
  return orm.em;
}

/** The ORM's own PGlite instance, for what runs beside it on the one embedded database (the mail queue, live changes). */
export async function pgliteOf(orm: Orm): Promise<PGlite> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
  return connection.getNativeClient();
}
