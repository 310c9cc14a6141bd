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
  if (manifest.uploadsBucket) console.log(`Its uploads were in the S3 bucket "${manifest.uploadsBucket}", not in the archive: restore them there with your provider’s tools.`);
  if (config.s3 && manifest.uploads > 0) {
    console.log(`This shop reads uploads from the S3 bucket "${config.s3.bucket}": copy ${path.join(config.dataDir, 'uploads')} into it (e.g. \`aws s3 sync\`).`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
