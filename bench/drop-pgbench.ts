/**
 * Part 4's floor: pgbench running the hold's rule alone, from the buyers' own carts, with the app's
 * pool size as its clients: lock the cart's pieces, then take them all or none, for a signed-in buyer.
 * It checks no opening and no inbox (the shop's hold does, decision 025): the floor is what deciding
 * who gets a piece costs PostgreSQL, which every rule on top of it must fit beside.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { percentile } from './format.ts';
import { run } from './processes.ts';

export type PgbenchResult = {
  clients: number;
  transactions: number;
  tps: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  winners: number;
  piecesHeld: number;
  version: string;
};

const PGBENCH_SCRIPT = `\\set n random(1, :buyers)
SELECT cart_id, buyer_id FROM bench_drop_buyers WHERE n = :n \\gset
BEGIN;
SELECT count(*) AS lines FROM (SELECT p.id FROM products p JOIN cart_items ci ON ci.product_id = p.id WHERE ci.cart_id = :cart_id ORDER BY p.id FOR UPDATE OF p) AS locked \\gset
WITH taken AS (UPDATE products SET hold_buyer_kind = 'user', hold_buyer_id = :buyer_id, hold_expires_at = now() + interval '30 minutes' WHERE id IN (SELECT product_id FROM cart_items WHERE cart_id = :cart_id) AND status = 'Available' AND (hold_expires_at IS NULL OR hold_expires_at <= now() OR (hold_buyer_kind = 'user' AND hold_buyer_id = :buyer_id)) RETURNING id) SELECT count(*) AS got FROM taken \\gset
\\if :got = :lines
COMMIT;
\\else
ROLLBACK;
\\endif
`;

/**
 * Frees the drop's pieces (`sku` starting `skuPrefix`) and races pgbench for them: `buyers` are the
 * signed-in buyers' user ids, as text, and their carts' ids, buyer n at index n − 1.
 */
export async function runPgbench(
  db: pg.Client,
  options: { databaseUrl: string; workDir: string; skuPrefix: string; buyers: { userId: string; cartId: number }[]; clients: number },
): Promise<PgbenchResult> {
  await db.query('create table bench_drop_buyers (n int primary key, cart_id int not null, buyer_id text not null)');
  await db.query(`insert into bench_drop_buyers (n, cart_id, buyer_id) select * from unnest($1::int[], $2::int[], $3::text[])`, [
    options.buyers.map((_, index) => index + 1),
    options.buyers.map((buyer) => buyer.cartId),
    options.buyers.map((buyer) => buyer.userId),
  ]);
  const drop = `sku like '${options.skuPrefix}%'`;
  await db.query(`update products set hold_buyer_kind = null, hold_buyer_id = null, hold_expires_at = null, hold_started_at = null, hold_address = null where ${drop}`);
  const scriptFile = path.join(options.workDir, 'drop-hold.sql');
  await writeFile(scriptFile, PGBENCH_SCRIPT);
  const logDir = path.join(options.workDir, 'pgbench-log');
  await mkdir(logDir, { recursive: true });
  const url = new URL(options.databaseUrl);
  const transactionsPerClient = Math.ceil(options.buyers.length / options.clients);
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-M', 'extended',
      '-c', String(options.clients),
      '-j', '2',
      '-t', String(transactionsPerClient),
      '-D', `buyers=${options.buyers.length}`,
      '-f', scriptFile,
      '-l', `--log-prefix=${path.join(logDir, 'pgbench_log')}`,
      '-h', url.hostname,
      '-p', url.port || '5432',
      '-U', decodeURIComponent(url.username) || 'postgres',
      url.pathname.slice(1),
    ],
    { cwd: options.workDir, timeoutMs: 120_000 },
  );
  const latencies: number[] = [];
  for (const file of await readdir(logDir)) {
    for (const line of (await readFile(path.join(logDir, file), 'utf8')).split('\n')) {
      const microseconds = Number(line.split(' ')[2]);
      if (line && Number.isFinite(microseconds)) latencies.push(microseconds / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const held = await db.query<{ pieces: string; winners: string }>(
    `select count(*) as pieces, count(distinct hold_buyer_id) as winners from products where ${drop} and hold_expires_at > now()`,
  );
  const { stdout: version } = await run('pgbench', ['--version']);
  return {
    clients: options.clients,
    transactions: transactionsPerClient * options.clients,
    tps: Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN) || null,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    winners: Number(held.rows[0]?.winners ?? 0),
    piecesHeld: Number(held.rows[0]?.pieces ?? 0),
    version: version.trim(),
  };
}
