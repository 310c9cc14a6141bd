/**
 * `npm run db:backup -- [archive.tar.gz]`: the configured database (an SQL dump) and DATA_DIR/uploads
 * in one archive, by default DATA_DIR/backups/ukay-<date-time>.tar.gz (copy it off the machine).
 * On PGlite, stop the shop first. With S3_BUCKET set the uploads live in the bucket and are left out.
 */
import path from 'node:path';
import { BackupError, createBackup } from '../server/backup/backup.ts';
import { env } from '../server/env.ts';

const config = env();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const archive = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `ukay-${stamp}.tar.gz`));

try {
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, uploadsBucket: config.s3?.bucket }, archive);
  const database = manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  if (manifest.uploadsBucket) {
    console.log(`Backed up the ${database} database to ${archive}`);
    console.log(
      `Uploaded pictures and payment proofs are NOT in this archive: they live in the S3 bucket "${manifest.uploadsBucket}". ` +
        'Back the bucket up with your provider’s tools (object versioning, replication, or `aws s3 sync`).',
    );
  } else {
    console.log(`Backed up the ${database} database and ${manifest.uploads} uploaded files to ${archive}`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
