import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { createOrm, type Orm } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { createTestOrder } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { adminQuery } from '../test/database-templates.ts';
import { TEST_DATABASES, type DatabaseKind } from '../test/test-db.ts';
import { BackupError, createBackup, restoreBackup, type ShopData } from './backup.ts';
import { LiveHub } from '../modules/live/live-hub.ts';
import { NO_MAIL } from '../modules/mail/mail-kind.ts';

const ADMIN_PASSWORD = 'backup-admin-password';
const cleanups: (() => Promise<void>)[] = [];

/** An empty shop: a fresh DATA_DIR and, on PostgreSQL, a new empty database; both removed afterwards. */
async function emptyShop(kind: DatabaseKind): Promise<ShopData> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-backup-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { dataDir };
  const name = `ukay_backup_${process.pid}_${nanoid(8).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  await adminQuery(`create database "${name}"`);
  cleanups.push(() => adminQuery(`drop database if exists "${name}" with (force)`));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

function openOrm(shop: ShopData): Promise<Orm> {
  return shop.databaseUrl
    ? createOrm({ kind: 'postgresql', url: shop.databaseUrl })
    : createOrm({ kind: 'pglite', dataDir: path.join(shop.dataDir, 'pglite') });
}

const envOf = (shop: ShopData) =>
  parseEnv({ NODE_ENV: 'test', DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl, LOG_LEVEL: 'silent', ADMIN_PASSWORD });

type Snapshot = {
  rows: Record<string, number>;
  product: Record<string, unknown>;
  uploads: Record<string, string>;
  migrations: string[];
};

const HELD_NAME = 'Barong "Tagalog" — piña, hand-embroidered';

/** Everything the comparison looks at: every table's row count, one product's fields, every upload's bytes. */
async function snapshot(orm: Orm, shop: ShopData): Promise<Snapshot> {
  const em = orm.em.fork();
  const tables = await em.execute<{ table_name: string }[]>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const rows: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [count] = await em.execute<{ count: string }[]>(`select count(*) as count from "${table}"`);
    rows[table] = Number(count?.count);
  }
  const [product = {}] = await em.execute<Record<string, unknown>[]>('select * from products where name = ?', [HELD_NAME]);
  const uploads: Record<string, string> = {};
  const root = path.join(shop.dataDir, 'uploads');
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    uploads[path.relative(root, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  const migrations = (await orm.migrator.getExecuted()).map((migration) => migration.name);
  return { rows, product, uploads, migrations };
}

/** A shop as `npm start` leaves it (migrated, demo catalogue seeded), plus a customer, a hold and an order with a proof. */
async function busyShop(kind: DatabaseKind) {
  const shop = await emptyShop(kind);
  const { orm, storage, live } = await bootstrap(envOf(shop), createLogger('silent'));
  const em = orm.em.fork();
  await createTestUser(em);
  const held = await createTestProduct(em, {
    name: HELD_NAME,
    description: '<p>Piña cloth with <strong>calado</strong>; a newline\nand a quote \' inside.</p>',
    priceCentavos: 1_234_567,
    size: 'l',
    isSale: true,
    holdBuyerKind: 'guest',
    holdBuyerId: nanoid(),
    holdExpiresAt: new Date('2030-01-02T03:04:05.678Z'),
  });
  const proof = await sharp({ create: { width: 30, height: 60, channels: 3, background: '#2f6fdb' } }).webp().toBuffer();
  await storage.put('proofs/backuptestproof-1600.webp', proof, 'image/webp');
  const sold = await createTestProduct(em, { status: 'Pending' });
  await createTestOrder(em, { products: [sold], proofKey: 'proofs/backuptestproof-1600.webp' });
  const before = await snapshot(orm, shop);
  await live.stop();
  await orm.close();
  expect(before.rows.products).toBeGreaterThan(20);
  expect(before.rows.orders).toBe(1);
  expect(Object.keys(before.uploads).length).toBeGreaterThan(20);
  expect(before.uploads['proofs/backuptestproof-1600.webp']).toBeDefined();
  return { shop, before, heldId: held.id };
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('backups', () => {
  const sources = new Map<DatabaseKind, Awaited<ReturnType<typeof busyShop>> & { archive: string }>();

  beforeAll(async () => {
    for (const kind of TEST_DATABASES) {
      const source = await busyShop(kind);
      const archive = path.join(source.shop.dataDir, '..', `${path.basename(source.shop.dataDir)}.tar.gz`);
      cleanups.push(() => rm(archive, { force: true }));
      const manifest = await createBackup(source.shop, archive);
      expect(manifest).toMatchObject({ app: 'ukay', format: 1, database: kind, migrations: source.before.migrations });
      expect(manifest.uploads).toBe(Object.keys(source.before.uploads).length);
      sources.set(kind, { ...source, archive });
    }
  });

  const pairs = TEST_DATABASES.flatMap((from) => TEST_DATABASES.map((to) => [from, to] as const));

  it.each(pairs)('restores a %s backup into a fresh %s shop: same rows, same product, same bytes', async (from, to) => {
    const source = sources.get(from);
    if (!source) throw new Error(`no ${from} source`);
    const target = await emptyShop(to);
    const manifest = await restoreBackup(target, source.archive);
    expect(manifest.database).toBe(from);

    const orm = await openOrm(target);
    try {
      const after = await snapshot(orm, target);
      expect(after).toEqual(source.before);
      expect(await orm.migrator.getPending()).toEqual([]);

      // The restored shop works: sequences carry on past the restored ids, the admin signs in, pages answer.
      const added = await createTestProduct(orm.em.fork());
      expect(added.id).toBeGreaterThan(source.heldId);
      const storage = new LocalStorage(path.join(target.dataDir, 'uploads'));
      const app = createApp({ orm, env: envOf(target), storage, mail: NO_MAIL, live: new LiveHub(), logger: createLogger('silent') });
      const product = await app.request(`/api/products/${source.heldId}`);
      expect(((await product.json()) as { data: { name: string } }).data.name).toBe(HELD_NAME);
      const login = await app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@ukay.ph', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const image = await app.request(`/media/${Object.keys(source.before.uploads).find((key) => key.startsWith('products/')) ?? ''}`);
      expect(image.status).toBe(200);
    } finally {
      await orm.close();
    }
  });

  it.each(TEST_DATABASES)('refuses to restore a %s backup over a database or uploads that are not empty', async (kind) => {
    const source = sources.get(kind);
    if (!source) throw new Error(`no ${kind} source`);
    const target = await emptyShop(kind);
    await restoreBackup(target, source.archive);
    await expect(restoreBackup(target, source.archive)).rejects.toThrow(BackupError);

    const uploadsOnly = await emptyShop(kind);
    await mkdir(path.join(uploadsOnly.dataDir, 'uploads', 'products'), { recursive: true });
    await expect(restoreBackup(uploadsOnly, source.archive)).rejects.toThrow(/uploads is not empty/);
    // Nothing was written: the database is still empty.
    if (kind === 'pglite') expect(existsSync(path.join(uploadsOnly.dataDir, 'pglite'))).toBe(false);
  });

  /** The PGlite shop the backups were made of: a cluster on disk, migrated and seeded, is seconds to make. */
  const pgliteSource = () => {
    const source = sources.get('pglite');
    if (!source) throw new Error('no pglite source');
    return source.shop;
  };

  it('leaves uploads out of the archive when they live in an S3 bucket, and its manifest says where they are', async () => {
    const shop = pgliteSource();
    // A leftover from before the shop moved to S3: the shop no longer reads it, so the backup must not pretend to keep it.
    await writeFile(path.join(shop.dataDir, 'uploads', 'products', 'leftover-400.webp'), 'old');
    const archive = path.join(shop.dataDir, 'with-s3.tar.gz');

    const manifest = await createBackup({ ...shop, uploadsBucket: 'ukay-uploads' }, archive);
    expect(manifest).toMatchObject({ uploads: 0, uploadsBucket: 'ukay-uploads' });
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.sort()).toEqual(['database.sql', 'ukay-backup.json']);
    // A WebAssembly pg_dump of a PGlite cluster on disk: seconds, more on a busy machine.
  }, 120_000);

  it('refuses to back up a PGlite database that a running shop holds open', async () => {
    const shop = pgliteSource();
    const orm = await openOrm(shop);
    // Opened as a running shop opens it: by its first statement.
    await orm.em.fork().execute('select 1');
    try {
      await expect(createBackup(shop, path.join(shop.dataDir, 'while-open.tar.gz'))).rejects.toThrow(/stop the shop/);
    } finally {
      await orm.close();
    }
  });

  it('refuses an archive that is not a Ukay backup, or one from a newer Ukay', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'ukay-backup-bad-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    await writeFile(path.join(work, 'notes.txt'), 'hello');
    await tar.create({ file: path.join(work, 'other.tar.gz'), gzip: true, cwd: work }, ['notes.txt']);
    await expect(restoreBackup(await emptyShop('pglite'), path.join(work, 'other.tar.gz'))).rejects.toThrow(/not a Ukay backup/);

    const manifest = { app: 'ukay', format: 1, createdAt: new Date().toISOString(), database: 'pglite', migrations: ['Migration29990101000000_Future'], uploads: 0 };
    await writeFile(path.join(work, 'ukay-backup.json'), JSON.stringify(manifest));
    await writeFile(path.join(work, 'database.sql'), 'select 1;');
    await tar.create({ file: path.join(work, 'future.tar.gz'), gzip: true, cwd: work }, ['ukay-backup.json', 'database.sql']);
    await expect(restoreBackup(await emptyShop('pglite'), path.join(work, 'future.tar.gz'))).rejects.toThrow(/newer Ukay/);
  });
});
