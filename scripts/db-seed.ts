/** `npm run db:seed`: migrates, ensures settings and the admin, and fills empty tables with the demo shop. */
import { databaseTarget, ensureConfiguredAdmin } from '../server/bootstrap.ts';
import { createOrm, sqlEm } from '../server/db/orm.ts';
import { env as readEnv } from '../server/env.ts';
import { ensureDefaultSettings } from '../server/modules/settings/settings.service.ts';
import { createLogger } from '../server/logger.ts';
import { seedDemoContent } from '../server/seed/seed.ts';
import { createStorage } from '../server/storage/create-storage.ts';
import { NO_MAIL } from '../server/modules/mail/mail-kind.ts';

const env = readEnv();
const orm = await createOrm(databaseTarget(env));
try {
  await orm.migrator.up();
  const em = sqlEm(orm).fork();
  await ensureDefaultSettings(em);
  // No mail worker runs here: a password reset by ADMIN_PASSWORD_RESET is not mailed from this script.
  const admin = await ensureConfiguredAdmin(em, env, createLogger(env.LOG_LEVEL), NO_MAIL);
  const { seeded } = await seedDemoContent(em, createStorage(env));
  console.log(seeded.length > 0 ? `Seeded ${seeded.join(', ')}.` : 'Nothing to seed: the shop already has content.');
  if (admin.generatedPassword) console.log(`Admin ${admin.email} created with password ${admin.generatedPassword}`);
} finally {
  await orm.close();
}
