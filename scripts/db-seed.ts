/** `npm run db:seed`: migrates, ensures settings and the admin, and fills empty tables with the demo shop. */
import { databaseTarget, ensureConfiguredAdmin } from '../server/bootstrap.ts';
import { createOrm, sqlEm } from '../server/db/orm.ts';
import { env as readEnv } from '../server/env.ts';
import { ensureDefaultSettings } from '../server/modules/settings/settings.service.ts';
import { createLogger } from '../server/logger.ts';
import { seedDemoContent } from '../server/seed/seed.ts';
import { createStorage } from '../server/storage/create-storage.ts';

const env = readEnv();
const orm = await createOrm(databaseTarget(env));
try {
  await orm.migrator.up();
  const em = sqlEm(orm).fork();
  await ensureDefaultSettings(em);
  const admin = await ensureConfiguredAdmin(em, env, createLogger(env.LOG_LEVEL));
  const { seeded } = await seedDemoContent(em, createStorage(env));
  console.log(seeded.length > 0 ? `Seeded ${seeded.join(', ')}.` : 'Nothing to seed: the shop already has content.');
  if (admin.generatedPassword) console.log(`Admin ${admin.email} created with password ${admin.generatedPassword}`);
} finally {
  await orm.close();
}
