import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database-templates.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import type { Em } from './orm.ts';

/**
 * Every other test database is a copy of a template migrated once per run (server/test/database-templates.ts).
 * This one migrates from zero, as a new shop does at its first start, so a migration that builds
 * something else than the template holds cannot hide behind the copy.
 */

const SCHEMA_QUERIES = {
  relations: `select relname, relkind, relpersistence from pg_class
    where relnamespace = 'public'::regnamespace order by relname`,
  columns: `select table_name, column_name, data_type, udt_name, is_nullable, column_default,
      character_maximum_length, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  constraints: `select conrelid::regclass::text as relation, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace order by relation, conname`,
  indexes: `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`,
  routines: `select proname, pg_get_functiondef(oid) as definition from pg_proc
    where pronamespace = 'public'::regnamespace and prokind = 'f' order by proname, definition`,
  triggers: `select event_object_table, trigger_name, event_manipulation, action_statement
    from information_schema.triggers where trigger_schema = 'public' order by event_object_table, trigger_name, event_manipulation`,
  migrations: 'select name from mikro_orm_migrations order by id',
};

type Schema = Record<keyof typeof SCHEMA_QUERIES, unknown[]>;

async function schemaOf(em: Em): Promise<Schema> {
  const entries = await Promise.all(Object.entries(SCHEMA_QUERIES).map(async ([part, sql]) => [part, await em.execute(sql)] as const));
  return Object.fromEntries(entries) as Schema;
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

describe.each(TEST_DATABASES)('the migrations on %s', (kind) => {
  const template = useTestDatabase(kind);

  it('build from zero exactly the schema that every test copies from the template, and differ from it one migration short', async () => {
    const copied = await schemaOf(template().em());
    expect(copied.relations).toContainEqual({ relname: 'products', relkind: 'r', relpersistence: 'p' });

    const { orm, close } = await emptyDatabase(kind);
    closers.push(close);
    const migrations = await orm.migrator.getPending();
    await orm.migrator.up({ to: migrations.at(-2)?.name });
    expect(await schemaOf(orm.em.fork())).not.toEqual(copied);

    await orm.migrator.up();
    expect(await schemaOf(orm.em.fork())).toEqual(copied);
  }, 120_000);
});
