/**
 * Part 4, the drop: 1,000 guests with overlapping carts press "hold" at the same moment for 50
 * pieces, through REST on PostgreSQL. Then the database is asked who holds what, so a double hold
 * or a partial hold cannot hide behind a 200. Beside it, pgbench runs the same locking SELECT and
 * conditional UPDATE (all or none) from the same carts, with the app's pool size as its clients.
 */
import http from 'node:http';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nanoid } from 'nanoid';
import pg from 'pg';
import { percentile } from './format.ts';
import { addressOf, inBatches, insertPieces, request, type Buyer } from './guests.ts';
import { run } from './processes.ts';

export type DropResult = {
  buyers: number;
  pieces: number;
  piecesPerCart: number;
  adds: { requests: number; perSecond: number; failed: number; serverErrors: number; cartsNotAsPlanned: number };
  race: {
    holdsPerSecond: number;
    wallMs: number;
    p50Ms: number | null;
    p95Ms: number | null;
    p99Ms: number | null;
    maxMs: number | null;
    statuses: Record<string, number>;
    winners: number;
    piecesHeld: number;
    /** Pieces in the carts of two or more buyers who were all told they hold it. */
    doubleHolds: number;
    /** Pieces held in the database by a buyer who was told the hold failed (all-or-none broken). */
    partialHolds: number;
    /** Buyers told they hold their cart, whose pieces the database gives to someone else. */
    winnersWithoutTheirPieces: number;
    serverErrors: number;
    transportErrors: number;
  };
  /**
   * The same buyers on the same open connections sending GET /healthz (no database, no tRPC) at
   * once, right after the race: what this machine, this client and the shop's HTTP stack alone cost.
   */
  healthz: { requestsPerSecond: number; p50Ms: number | null; p95Ms: number | null; p99Ms: number | null; failed: number };
  pgbench: {
    clients: number;
    transactions: number;
    tps: number | null;
    p50Ms: number | null;
    p95Ms: number | null;
    p99Ms: number | null;
    winners: number;
    piecesHeld: number;
    version: string;
  } | null;
  pgbenchError?: string;
};

/**
 * The floor of the drop's hold p95: how long PostgreSQL alone needs to decide every buyer's hold
 * (buyers ÷ pgbench's transactions per second for the same rule), the moment the last of them would
 * be answered if the shop cost nothing.
 */
export function pgbenchTimeMs(result: Pick<DropResult, 'buyers' | 'pgbench'>): number | null {
  const tps = result.pgbench?.tps;
  return tps ? (result.buyers / tps) * 1000 : null;
}

/** A small deterministic PRNG, so every run races the same carts. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PGBENCH_SCRIPT = `\\set n random(1, :buyers)
SELECT cart_id, buyer_id FROM bench_drop_buyers WHERE n = :n \\gset
BEGIN;
SELECT count(*) AS lines FROM (SELECT p.id FROM products p JOIN cart_items ci ON ci.product_id = p.id WHERE ci.cart_id = :cart_id ORDER BY p.id FOR UPDATE OF p) AS locked \\gset
WITH taken AS (UPDATE products SET hold_buyer_kind = 'guest', hold_buyer_id = :buyer_id, hold_expires_at = now() + interval '30 minutes' WHERE id IN (SELECT product_id FROM cart_items WHERE cart_id = :cart_id) AND status = 'Available' AND (hold_expires_at IS NULL OR hold_expires_at <= now() OR (hold_buyer_kind = 'guest' AND hold_buyer_id = :buyer_id)) RETURNING id) SELECT count(*) AS got FROM taken \\gset
\\if :got = :lines
COMMIT;
\\else
ROLLBACK;
\\endif
`;

async function runPgbench(db: pg.Client, options: { databaseUrl: string; workDir: string; buyers: number; clients: number }): Promise<NonNullable<DropResult['pgbench']>> {
  await db.query(
    `update products set hold_buyer_kind = null, hold_buyer_id = null, hold_expires_at = null, hold_started_at = null, hold_address = null where sku like 'DROP-%'`,
  );
  const scriptFile = path.join(options.workDir, 'drop-hold.sql');
  await writeFile(scriptFile, PGBENCH_SCRIPT);
  const logDir = path.join(options.workDir, 'pgbench-log');
  await mkdir(logDir, { recursive: true });
  const url = new URL(options.databaseUrl);
  const transactionsPerClient = Math.ceil(options.buyers / options.clients);
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-M', 'extended',
      '-c', String(options.clients),
      '-j', '2',
      '-t', String(transactionsPerClient),
      '-D', `buyers=${options.buyers}`,
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
    `select count(*) as pieces, count(distinct hold_buyer_id) as winners from products where sku like 'DROP-%' and hold_expires_at > now()`,
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

export async function measureDrop(options: {
  shopUrl: string;
  databaseUrl: string;
  workDir: string;
  buyers: number;
  pieces: number;
  piecesPerCart: number;
  pgbenchClients: number;
}): Promise<DropResult> {
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, keepAliveMsecs: 10_000 });
  try {
    const pieceIds = await insertPieces(db, 'DROP-', options.pieces);
    const random = mulberry32(20_261_122);
    const buyers: Buyer[] = Array.from({ length: options.buyers }, (_, index) => {
      const cart = new Set<number>();
      while (cart.size < options.piecesPerCart) cart.add(pieceIds[Math.floor(random() * pieceIds.length)] ?? 0);
      return { guestId: nanoid(), address: addressOf(index + 1), cart: [...cart] };
    });

    // Filling the carts is not the race: 50 at a time, timed on its own.
    const lines = buyers.flatMap((buyer) => buyer.cart.map((productId) => ({ buyer, productId })));
    const addStarted = performance.now();
    const adds = await inBatches(lines, 50, (line) =>
      request(agent, options.shopUrl, 'POST', '/api/guest/cart/add', line.buyer, { product_id: line.productId }),
    );
    const addSeconds = (performance.now() - addStarted) / 1000;

    const carts = await inBatches(buyers, 50, (buyer) => request(agent, options.shopUrl, 'GET', '/api/guest/cart', buyer));
    const wrongCarts = carts.filter((reply, index) => {
      if (reply.status !== 200) return true;
      const count = (JSON.parse(reply.body) as { data?: { count?: number } }).data?.count;
      return count !== buyers[index]?.cart.length;
    }).length;

    // Every buyer's connection is open just before the race, as a browsing buyer's would be; a
    // cheap request opens them fast, well within the server's keep-alive timeout (5 s in Node).
    await Promise.all(buyers.map((buyer) => request(agent, options.shopUrl, 'GET', '/healthz', buyer)));

    const raceStarted = performance.now();
    const holds = await Promise.all(buyers.map((buyer) => request(agent, options.shopUrl, 'POST', '/api/guest/cart/hold', buyer)));
    const wallMs = performance.now() - raceStarted;

    const latencies = holds.map((reply) => reply.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const reply of holds) {
      const key = reply.status === 0 ? `error ${reply.body}` : String(reply.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const winners = buyers.filter((_, index) => holds[index]?.status === 200);
    const winnerIds = new Set(winners.map((buyer) => buyer.guestId));
    const held = await db.query<{ id: number; hold_buyer_id: string }>(
      `select id, hold_buyer_id from products where sku like 'DROP-%' and hold_expires_at > now()`,
    );
    const holder = new Map(held.rows.map((row) => [row.id, row.hold_buyer_id]));
    const claims = new Map<number, number>();
    for (const buyer of winners) for (const piece of buyer.cart) claims.set(piece, (claims.get(piece) ?? 0) + 1);

    const race: DropResult['race'] = {
      holdsPerSecond: holds.length / (wallMs / 1000),
      wallMs,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies[latencies.length - 1] ?? null,
      statuses,
      winners: winners.length,
      piecesHeld: held.rows.length,
      doubleHolds: [...claims.values()].filter((count) => count > 1).length,
      partialHolds: held.rows.filter((row) => !winnerIds.has(row.hold_buyer_id)).length,
      winnersWithoutTheirPieces: winners.filter((buyer) => buyer.cart.some((piece) => holder.get(piece) !== buyer.guestId)).length,
      serverErrors: holds.filter((reply) => reply.status >= 500).length,
      transportErrors: holds.filter((reply) => reply.status === 0).length,
    };

    const healthzStarted = performance.now();
    const probes = await Promise.all(buyers.map((buyer) => request(agent, options.shopUrl, 'GET', '/healthz', buyer)));
    const healthzSeconds = (performance.now() - healthzStarted) / 1000;
    const probeLatencies = probes.map((reply) => reply.ms).sort((a, b) => a - b);
    const healthz: DropResult['healthz'] = {
      requestsPerSecond: probes.length / healthzSeconds,
      p50Ms: percentile(probeLatencies, 50),
      p95Ms: percentile(probeLatencies, 95),
      p99Ms: percentile(probeLatencies, 99),
      failed: probes.filter((reply) => reply.status !== 200).length,
    };

    const cartRows = await db.query<{ id: number; owner_id: string }>(`select id, owner_id from carts where owner_kind = 'guest'`);
    const cartOf = new Map(cartRows.rows.map((row) => [row.owner_id, row.id]));
    await db.query('create table bench_drop_buyers (n int primary key, cart_id int not null, buyer_id text not null)');
    await db.query(
      `insert into bench_drop_buyers (n, cart_id, buyer_id) select * from unnest($1::int[], $2::int[], $3::text[])`,
      [buyers.map((_, index) => index + 1), buyers.map((buyer) => cartOf.get(buyer.guestId) ?? 0), buyers.map((buyer) => buyer.guestId)],
    );
    let pgbench: DropResult['pgbench'] = null;
    let pgbenchError: string | undefined;
    try {
      pgbench = await runPgbench(db, { databaseUrl: options.databaseUrl, workDir: options.workDir, buyers: options.buyers, clients: options.pgbenchClients });
    } catch (error) {
      pgbenchError = error instanceof Error ? error.message : String(error);
    }
    return {
      buyers: options.buyers,
      pieces: options.pieces,
      piecesPerCart: options.piecesPerCart,
      adds: {
        requests: adds.length,
        perSecond: adds.length / addSeconds,
        failed: adds.filter((reply) => reply.status !== 200).length,
        serverErrors: adds.filter((reply) => reply.status >= 500).length,
        cartsNotAsPlanned: wrongCarts,
      },
      race,
      healthz,
      pgbench,
      ...(pgbenchError ? { pgbenchError } : {}),
    };
  } finally {
    agent.destroy();
    await db.end();
  }
}
