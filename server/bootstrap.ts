import path from 'node:path';
import { createOrm, type DatabaseTarget, type Orm } from './db/orm.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { ensureDefaultSettings } from './modules/settings/settings.service.ts';
import { ensureAdmin, type EnsuredAdmin } from './modules/users/auth.service.ts';
import { seedDemoContent } from './seed/seed.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgresql', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
}

export type Booted = { orm: Orm; storage: Storage; admin: EnsuredAdmin; seeded: string[] };

/**
 * Migrates, ensures the settings and the admin, and seeds the demo shop into a fresh database only:
 * an existing shop keeps its data as it is (design.md §7).
 */
export async function bootstrap(env: Env, logger: Logger): Promise<Booted> {
  const orm = await createOrm(databaseTarget(env));
  const storage = createStorage(env);
  const fresh = (await orm.migrator.getExecuted()).length === 0;
  const applied = await orm.migrator.up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
  const em = orm.em.fork() as Parameters<typeof ensureDefaultSettings>[0];
  await ensureDefaultSettings(em);
  const admin = await ensureAdmin(em, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const seeded = fresh ? (await seedDemoContent(em, storage)).seeded : [];
  return { orm, storage, admin, seeded };
}
