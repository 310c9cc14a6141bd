import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import * as tar from 'tar';
import { MIGRATIONS_DIR } from '../db/orm.ts';

/**
 * `npm run db:backup` / `npm run db:restore` (README "Backups"): one .tar.gz holding
 *   ukay-backup.json   what made it: the database kind, its migrations, the number of uploads
 *   database.sql       a plain-SQL dump of the whole database, as INSERT statements
 *   uploads/…          DATA_DIR/uploads as it is (pictures and payment proofs), unless they live in S3
 * PostgreSQL is dumped by pg_dump and restored by psql (PostgreSQL's client tools on PATH). PGlite
 * has no binaries: @electric-sql/pglite-tools runs pg_dump compiled to WebAssembly against the data
 * dir, and the dump is restored by running it in a fresh PGlite. INSERTs rather than COPY keep the
 * dump runnable by PGlite, so either kind of archive restores into either kind of database.
 */
export type ShopData = {
  /** DATA_DIR: uploads in `uploads/`, the PGlite cluster in `pglite/`. */
  dataDir: string;
  /** Set: the shop's database is this PostgreSQL; unset: the PGlite in `dataDir`. */
  databaseUrl?: string;
  /**
   * Set: uploads live in this S3 bucket, which the provider's tools back up (versioning, replication);
   * DATA_DIR/uploads then holds nothing the shop reads, and the archive leaves it out.
   */
  uploadsBucket?: string;
};

export type BackupManifest = {
  app: 'ukay';
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgresql';
  migrations: string[];
  uploads: number;
  /** Set: the uploads were in this S3 bucket, not in the archive. */
  uploadsBucket?: string;
};

const MANIFEST = 'ukay-backup.json';
const DUMP = 'database.sql';
const UPLOADS = 'uploads';
/** Rate-limit counters are minutes old and per instance of trouble: their table travels empty. */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--exclude-table-data=rate_limits'];

export class BackupError extends Error {}

const pgliteDir = (data: ShopData) => path.join(data.dataDir, 'pglite');
const uploadsDir = (data: ShopData) => path.join(data.dataDir, UPLOADS);

export async function createBackup(data: ShopData, archive: string): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ukay-backup-'));
  try {
    const dumpFile = path.join(staging, DUMP);
    const migrations = data.databaseUrl ? await dumpPostgres(data.databaseUrl, dumpFile) : await dumpPglite(pgliteDir(data), dumpFile);
    const hasUploads = !data.uploadsBucket && existsSync(uploadsDir(data));
    const manifest: BackupManifest = {
      app: 'ukay',
      format: 1,
      createdAt: new Date().toISOString(),
      database: data.databaseUrl ? 'postgresql' : 'pglite',
      migrations,
      uploads: hasUploads ? await countFiles(uploadsDir(data)) : 0,
      ...(data.uploadsBucket ? { uploadsBucket: data.uploadsBucket } : {}),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The dump and manifest go in through an inner archive, so that uploads/ is read in place, not copied.
    const inner = path.join(staging, 'inner.tar');
    await tar.create({ file: inner, cwd: staging, portable: true }, [MANIFEST, DUMP]);
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.create({ file: archive, gzip: true, cwd: data.dataDir, portable: true }, [`@${inner}`, ...(hasUploads ? [UPLOADS] : [])]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty database (a new PostgreSQL database, or no PGlite cluster yet)
 * and an empty uploads folder; anything else is refused before a byte is written. `npm start` then
 * applies any migration newer than the backup.
 */
export async function restoreBackup(data: ShopData, archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`No backup at ${archive}`);
  const staging = await mkdtemp(path.join(tmpdir(), 'ukay-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, filter: (entry) => entry === MANIFEST || entry === DUMP });
    const manifest = await readManifest(staging);
    await refuseUnknownMigrations(manifest);
    if (!(await isEmptyDir(uploadsDir(data)))) throw new BackupError(`${uploadsDir(data)} is not empty: restore into an empty DATA_DIR.`);
    const sql = await readFile(path.join(staging, DUMP), 'utf8');
    if (data.databaseUrl) await restorePostgres(data.databaseUrl, path.join(staging, DUMP), sql);
    else await restorePglite(pgliteDir(data), sql);
    await mkdir(uploadsDir(data), { recursive: true });
    await tar.extract({
      file: archive,
      cwd: data.dataDir,
      // Only files and folders under uploads/: never a link, never a path out of DATA_DIR.
      filter: (entry, stat) =>
        (entry === UPLOADS || entry.startsWith(`${UPLOADS}/`)) && 'type' in stat && (stat.type === 'File' || stat.type === 'Directory'),
    });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// ---- PGlite ------------------------------------------------------------------------------------

async function dumpPglite(dataDir: string, dumpFile: string): Promise<string[]> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`No PGlite database in ${dataDir}`);
  // PGlite is one process's database: a running shop holds postmaster.pid, and a second opener would corrupt it.
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The PGlite database in ${dataDir} is open (postmaster.pid): stop the shop, then back up. ` +
        'If the shop is not running, it stopped uncleanly: start and stop it once.',
    );
  }
  const pg = await PGlite.create({ dataDir });
  try {
    const migrations = await pg.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    const dump = await pgDump({ pg, args: DUMP_OPTIONS });
    await writeFile(dumpFile, await dump.text());
    return migrations.rows.map((row) => row.name);
  } finally {
    await pg.close();
  }
}

async function restorePglite(dataDir: string, sql: string): Promise<void> {
  if (!(await isEmptyDir(dataDir))) throw new BackupError(`${dataDir} already holds a database: restore into an empty DATA_DIR.`);
  await mkdir(dataDir, { recursive: true });
  try {
    const pg = await PGlite.create({ dataDir });
    try {
      // psql's \restrict guard lines mean nothing to the server; everything else is plain SQL.
      await pg.exec(sql.replace(/^\\(un)?restrict .*$/gm, ''));
    } finally {
      await pg.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

// ---- PostgreSQL --------------------------------------------------------------------------------

/** The URL without its password, which goes by environment: command lines are visible to every user. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function dumpPostgres(databaseUrl: string, dumpFile: string): Promise<string[]> {
  const { url, env } = connection(databaseUrl);
  const names = await run('psql', ['--no-psqlrc', '--quiet', '--tuples-only', '--no-align', '--dbname', url, '--command', 'select name from mikro_orm_migrations order by id'], env);
  await run('pg_dump', [...DUMP_OPTIONS, '--inserts', '--rows-per-insert=100', '--file', dumpFile, '--dbname', url], env);
  return names.split('\n').filter(Boolean);
}

async function restorePostgres(databaseUrl: string, dumpFile: string, sql: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const tables = await run('psql', ['--no-psqlrc', '--quiet', '--tuples-only', '--no-align', '--dbname', url, '--command', "select count(*) from pg_tables where schemaname = 'public'"], env);
  if (Number(tables.trim()) > 0) throw new BackupError('The database already has tables: restore into a new, empty database (createdb).');
  // A newer pg_dump (PGlite's is PostgreSQL 18) sets a parameter older servers do not know; it changes nothing restored.
  const portable = sql.replace(/^SET transaction_timeout = 0;$/m, '');
  const file = portable === sql ? dumpFile : `${dumpFile}.portable.sql`;
  if (file !== dumpFile) await writeFile(file, portable);
  await run('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url, '--file', file], env);
}

/** Runs a PostgreSQL client tool, answering its output; its own message when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found on PATH: install PostgreSQL's client tools (e.g. apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new BackupError(`${command} failed: ${stderr.trim()}`))));
  });
}

// ---- the archive -------------------------------------------------------------------------------

async function readManifest(staging: string): Promise<BackupManifest> {
  const file = path.join(staging, MANIFEST);
  if (!existsSync(file) || !existsSync(path.join(staging, DUMP))) throw new BackupError('This is not a Ukay backup (no ukay-backup.json or database.sql).');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.app !== 'ukay' || manifest.format !== 1 || !Array.isArray(manifest.migrations)) {
    throw new BackupError('This backup’s format is not one this version of Ukay reads.');
  }
  return manifest as BackupManifest;
}

/** A backup from a newer Ukay has tables this code does not know: update the code first. */
async function refuseUnknownMigrations(manifest: BackupManifest): Promise<void> {
  const known = new Set((await readdir(MIGRATIONS_DIR)).map((file) => file.replace(/\.(ts|js)$/, '')));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new BackupError(`This backup was made by a newer Ukay (migrations ${unknown.join(', ')}): update the app first.`);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
