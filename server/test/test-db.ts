import { afterAll, beforeAll, inject } from 'vitest';
import { createOrm, type DatabaseTarget, type Em, type Orm } from '../db/orm.ts';
import { createLogger } from '../logger.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';
import { startLive } from '../modules/live/live.ts';
import { adminQuery, databaseUrl, readPgliteDump } from './database-templates.ts';

export type DatabaseKind = 'pglite' | 'postgresql';

/** Every integration test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/** `live`: the hub of the instance this ORM plays, listening to the database as start-up's does (bootstrap.ts). */
export type TestDatabase = { orm: Orm; em: () => Em; close: () => Promise<void>; url?: string; live: LiveHub };

/** An app instance's parts on `target`, as start-up makes them: its ORM (migrated) and its listening hub; `close` stops both. */
export async function openInstance(target: DatabaseTarget, pgliteDump?: Blob): Promise<Omit<TestDatabase, 'url'>> {
  const orm = await createOrm(target, { pgliteDump });
  await orm.migrator.up();
  const live = await startLive({ orm, target, logger: createLogger('silent') });
  return {
    orm,
    live: live.hub,
    em: () => orm.em.fork(),
    close: async () => {
      await live.stop();
      await orm.close(true);
    },
  };
}

/** A fresh, migrated database of its own, copied from the run's template: in-memory PGlite, or a new PostgreSQL database. */
async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (kind === 'pglite') return openInstance({ kind: 'pglite', dataDir: 'memory://' }, await readPgliteDump(templates.pgliteDumpFile));
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl || !templates.postgresqlTemplate) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ukay_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database "${name}" template "${templates.postgresqlTemplate}"`);
  const url = databaseUrl(baseUrl, name);
  const instance = await openInstance({ kind: 'postgresql', url });
  return {
    ...instance,
    url,
    close: async () => {
      await instance.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Registers beforeAll/afterAll hooks for one database and hands back a getter for it. */
export function useTestDatabase(kind: DatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database is not ready yet');
    return database;
  };
}

/**
 * A second app instance's ORM on the same PostgreSQL database as `database`: its own pool, as another
 * process would have. Registers its own beforeAll/afterAll; the getter fails before it is ready.
 */
export function useSecondInstance(database: () => TestDatabase): () => Orm {
  let second: Orm | undefined;
  beforeAll(async () => {
    const url = database().url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    second = await createOrm({ kind: 'postgresql', url });
  });
  afterAll(async () => {
    await second?.close(true);
  });
  return () => {
    if (!second) throw new Error('The second instance is not ready yet');
    return second;
  };
}

/**
 * A second app instance on the same PostgreSQL database as `database`, shaped like a test database so
 * createTestApp serves it: its own pool and its own listening hub, as another process would have.
 */
export function useSecondLiveInstance(database: () => TestDatabase): () => TestDatabase {
  let second: TestDatabase | undefined;
  beforeAll(async () => {
    const url = database().url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    second = { ...(await openInstance({ kind: 'postgresql', url })), url };
  });
  afterAll(async () => {
    await second?.close();
  });
  return () => {
    if (!second) throw new Error('The second instance is not ready yet');
    return second;
  };
}
