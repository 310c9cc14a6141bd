/**
 * `npm run db:restore -- archive.tar.gz`: a backup into the configured database, which must be empty
 * (a new PostgreSQL database, or a DATA_DIR without pglite/), and an empty DATA_DIR/uploads.
 * `npm start` afterwards applies any migration newer than the backup.
 */
import path from 'node:path';
import { BackupError, restoreBackup } from '../server/backup/backup.ts';
import { env } from '../server/env.ts';

const config = env();
const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run db:restore -- <backup.tar.gz>');
  process.exit(1);
}

try {
  const manifest = await restoreBackup({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }, path.resolve(archive));
  const into = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.uploads} uploaded files) into ${into}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
