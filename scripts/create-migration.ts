/** Writes a migration for the difference between the entities and the last snapshot. */
import { createOrm } from '../server/db/orm.ts';

const orm = await createOrm({ kind: 'pglite', dataDir: 'memory://' });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: entities match the migrations.');
} finally {
  await orm.close(true);
}
