import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createOrm, type Em, type Orm } from '../db/orm.ts';

export type DatabaseKind = 'pglite' | 'postgresql';

/** Every integration test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

export type TestDatabase = { orm: Orm; em: () => Em; close: () => Promise<void>; url?: string };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (creating or dropping a database). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database. */
async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const orm = await createOrm({ kind: 'pglite', dataDir: 'memory://' });
    await orm.migrator.up();
    return { orm, em: () => orm.em.fork(), close: () => orm.close(true) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ukay_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database "${name}"`);
  const url = withDatabase(baseUrl, name);
  const orm = await createOrm({ kind: 'postgresql', url });
  await orm.migrator.up();
  return {
    orm,
    url,
    em: () => orm.em.fork(),
    close: async () => {
      await orm.close(true);
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
