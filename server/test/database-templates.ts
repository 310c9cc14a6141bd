import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createOrm, pgliteOf, type Orm } from '../db/orm.ts';

/**
 * Migrating from zero costs seconds per database; copying a migrated one costs a fraction of that. The
 * test run migrates one template per database kind before any file starts (global setup), and every
 * test database is a copy of it: a PGlite loaded from the template's dump, a PostgreSQL database
 * created `TEMPLATE` it. `server/db/migrations.test.ts` still migrates from zero on both and proves the
 * schema equals the template's, so a broken migration cannot hide behind the copy.
 */
export type DatabaseTemplates = { pgliteDumpFile: string; postgresqlTemplate?: string };

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

export function databaseUrl(baseUrl: string, database: string): string {
  const parsed = new URL(baseUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function migrated(orm: Orm): Promise<Orm> {
  await orm.migrator.up();
  return orm;
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const orm = await migrated(await createOrm({ kind: 'pglite', dataDir: 'memory://' }));
  try {
    const dump = await (await pgliteOf(orm)).dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await orm.close(true);
  }
}

async function migratePostgresqlTemplate(baseUrl: string, name: string): Promise<void> {
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const orm = await migrated(await createOrm({ kind: 'postgresql', url: databaseUrl(baseUrl, name) }));
  // A template with a connection open cannot be copied: the ORM's pool is closed before any copy.
  await orm.close(true);
}

/** Migrates both templates at once; `remove` drops them when the run ends. */
export async function migrateTemplates(postgresqlUrl: string | undefined): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ukay-templates-'));
  const pgliteDumpFile = path.join(dir, 'pglite.tar');
  const postgresqlTemplate = postgresqlUrl ? `ukay_template_${process.pid}` : undefined;
  await Promise.all([
    dumpMigratedPglite(pgliteDumpFile),
    postgresqlUrl && postgresqlTemplate ? migratePostgresqlTemplate(postgresqlUrl, postgresqlTemplate) : undefined,
  ]);
  return {
    templates: { pgliteDumpFile, postgresqlTemplate },
    remove: async () => {
      if (postgresqlTemplate) await adminQuery(`drop database if exists "${postgresqlTemplate}" with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The PGlite template's dump, as `loadDataDir` takes it. */
export async function readPgliteDump(file: string): Promise<Blob> {
  return new Blob([new Uint8Array(await readFile(file))]);
}

/**
 * An empty database of its own, not copied from a template, for the tests of migrations themselves;
 * `close` closes its ORM and drops it.
 */
export async function emptyDatabase(kind: 'pglite' | 'postgresql'): Promise<{ orm: Orm; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const orm = await createOrm({ kind: 'pglite', dataDir: 'memory://' });
    return { orm, close: () => orm.close(true) };
  }
  const name = `ukay_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database "${name}"`);
  const orm = await createOrm({ kind: 'postgresql', url: databaseUrl(process.env.TEST_DATABASE_URL ?? '', name) });
  return {
    orm,
    close: async () => {
      await orm.close(true);
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}
