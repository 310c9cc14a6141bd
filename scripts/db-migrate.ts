/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
import { databaseTarget } from '../server/bootstrap.ts';
import { createOrm } from '../server/db/orm.ts';
import { env } from '../server/env.ts';

const orm = await createOrm(databaseTarget(env()));
try {
  const applied = await orm.migrator.up();
  console.log(applied.length > 0 ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
} finally {
  await orm.close();
}
