/**
 * Part 4, the drop: 1,000 confirmed accounts press "hold" at the same moment for the 50 pieces of a
 * drop that opened a minute before, through REST on PostgreSQL, so its opening applies (decision 025:
 * one piece per inbox, no guests). Buyers 1–500 share one address, as a carrier's subscribers do;
 * the others have one each. Beside them a bot on a third address (drop-bot.ts) races with five
 * confirmed accounts and a crowd of fresh guest ids. Then the database is asked who holds what, so a
 * double or partial hold cannot hide behind a 200, and how many pieces the bot ended with. Beside it,
 * pgbench runs the hold's rule alone from the buyers' carts (drop-pgbench.ts).
 *
 * The buyers' latencies and holds/s are their own: the bot's requests are load the shop carries
 * meanwhile, not holds it serves the buyers, so holds/s is the buyers' holds over the time until the
 * last buyer was answered, and the bot is reported apart. The 5xx and the database checks count
 * everyone's answers.
 */
import http from 'node:http';
import pg from 'pg';
import { insertAccounts, insertDrop, openingOf, reopenDrop } from './accounts.ts';
import { botMoves, botResult, planBot, type BotResult } from './drop-bot.ts';
import { runPgbench, type PgbenchResult } from './drop-pgbench.ts';
import { checkRace, fireAtOnce, mulberry32, pressHold, type HoldShot, type RaceChecks } from './drop-race.ts';
import { percentile } from './format.ts';
import { addressOf, cartPath, holderKey, inBatches, insertPieces, request, statusesOf, type Buyer, type Reply } from './guests.ts';
import { answerKind, countKinds, isAboutTheAddress } from './refusals.ts';

export type DropResult = {
  buyers: number;
  pieces: number;
  /** The opening the race met: its length, pieces per inbox, and how many minutes in the race ended. */
  opening: { minutes: number; perInbox: number; minutesIn: number };
  adds: { requests: number; perSecond: number; failed: number; serverErrors: number; cartsNotAsPlanned: number };
  race: RaceChecks & {
    holdsPerSecond: number;
    wallMs: number;
    p50Ms: number | null;
    p95Ms: number | null;
    p99Ms: number | null;
    maxMs: number | null;
    statuses: Record<string, number>;
    /** The buyers' answers by kind (refusals.ts). */
    answers: Record<string, number>;
    winners: number;
    /** Everyone's, the bot's included. */
    serverErrors: number;
    transportErrors: number;
  };
  /** Buyers 1–500, behind one address: none may be refused for it (decision 025). */
  sharedAddress: { address: string; buyers: number; ok: number; conflicts: number; refusedForAddress: number };
  bot: BotResult;
  /**
   * The same buyers on the same open connections sending GET /healthz (no database, no tRPC) at
   * once, right after the race: what this machine, this client and the shop's HTTP stack alone cost.
   */
  healthz: { requestsPerSecond: number; p50Ms: number | null; p95Ms: number | null; p99Ms: number | null; failed: number };
  pgbench: PgbenchResult | null;
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

const SKU_PREFIX = 'DROP-';
/** The bot's accounts: five inboxes, so five pieces at most in the opening, the share of five real people. */
const BOT_ACCOUNTS = 5;

const countOf = (replies: Reply[], ok: (reply: Reply) => boolean) => replies.filter(ok).length;

/** Each buyer's and bot member's cart as the database has it, against the plan: how many differ. */
async function cartsNotAsPlanned(db: pg.Client, buyers: Buyer[]): Promise<number> {
  const { rows } = await db.query<{ owner: string; pieces: number[] }>(
    `select c.owner_kind || ':' || c.owner_id as owner, array_agg(ci.product_id order by ci.product_id) as pieces
     from carts c join cart_items ci on ci.cart_id = c.id group by c.owner_kind, c.owner_id`,
  );
  const cartOf = new Map(rows.map((row) => [row.owner, row.pieces.join(',')]));
  return buyers.filter((buyer) => cartOf.get(holderKey(buyer.who.kind, buyer.who.id)) !== [...buyer.cart].sort((a, b) => a - b).join(',')).length;
}

/** pgbench deciding the buyers' holds from their own carts; its error instead if it could not run. */
async function pgbenchBeside(
  db: pg.Client,
  options: { databaseUrl: string; workDir: string; clients: number; buyers: Buyer[] },
): Promise<Pick<DropResult, 'pgbench' | 'pgbenchError'>> {
  const { rows } = await db.query<{ id: number; owner_id: string }>(`select id, owner_id from carts where owner_kind = 'user'`);
  const cartOf = new Map(rows.map((row) => [row.owner_id, row.id]));
  try {
    const buyers = options.buyers.map((buyer) => ({ userId: buyer.who.id, cartId: cartOf.get(buyer.who.id) ?? 0 }));
    return { pgbench: await runPgbench(db, { ...options, skuPrefix: SKU_PREFIX, buyers }) };
  } catch (error) {
    return { pgbench: null, pgbenchError: error instanceof Error ? error.message : String(error) };
  }
}

export async function measureDrop(options: {
  shopUrl: string;
  databaseUrl: string;
  workDir: string;
  buyers: number;
  pieces: number;
  botGuests: number;
  /** pgbench's clients (the app's pool size); null: no floor (bench:check reads only the drop's fairness). */
  pgbenchClients: number | null;
}): Promise<DropResult> {
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, keepAliveMsecs: 10_000 });
  const shop = { agent, url: options.shopUrl };
  try {
    const dropId = await insertDrop(db, `bench-drop-${Date.now()}`);
    const pieceIds = await insertPieces(db, SKU_PREFIX, options.pieces, dropId);
    const emails = [
      ...Array.from({ length: options.buyers }, (_, index) => `buyer${index + 1}@bench.example`),
      ...Array.from({ length: BOT_ACCOUNTS }, (_, index) => `bot${index + 1}@bot.example`),
    ];
    const accounts = await insertAccounts(db, emails);
    const random = mulberry32(20_261_122);
    const shared = Math.floor(options.buyers / 2);
    const sharedAddress = addressOf(options.buyers + 1);
    // One piece each, drawn at random from 50: about twenty buyers want each piece.
    const buyers: Buyer[] = accounts.slice(0, options.buyers).map((who, index) => ({
      who,
      address: index < shared ? sharedAddress : addressOf(index + 1),
      cart: [pieceIds[Math.floor(random() * pieceIds.length)] ?? 0],
    }));
    const bot = planBot({ accounts: accounts.slice(options.buyers), guests: options.botGuests, pieceIds, address: addressOf(options.buyers + 2), random });
    const everyone = [...buyers, ...bot.accounts, ...bot.guests];

    // Filling the carts is not the race: 50 at a time, timed on its own.
    const lines = everyone.flatMap((buyer) => buyer.cart.map((productId) => ({ buyer, productId })));
    const addStarted = performance.now();
    const adds = await inBatches(lines, 50, (line) => request(agent, shop.url, 'POST', cartPath(line.buyer, '/add'), line.buyer, { product_id: line.productId }));
    const addSeconds = (performance.now() - addStarted) / 1000;
    const wrongCarts = await cartsNotAsPlanned(db, everyone);

    await reopenDrop(db, dropId);
    // Every contender's connection is open just before the race, as a browsing buyer's (or a waiting
    // script's) would be; a cheap request opens them fast, well within the server's keep-alive timeout.
    await Promise.all(everyone.map((buyer) => request(agent, shop.url, 'GET', '/healthz', buyer)));

    const secondAdds: Reply[] = [];
    const moves = [...buyers.map((buyer) => async () => [await pressHold(shop, buyer)]), ...botMoves(shop, bot, secondAdds)];
    const { startedAt, shots } = await fireAtOnce(moves, random);
    const holds = shots.slice(0, buyers.length).map((mine) => mine[0] as HoldShot);
    const botShots = shots.slice(buyers.length).flat();
    const opening = await openingOf(db, dropId);
    if (opening.minutes === 0 || opening.minutesIn >= opening.minutes) {
      throw new Error(`The race did not meet the drop's opening (${opening.minutesIn.toFixed(1)} minutes into an opening of ${opening.minutes})`);
    }

    const replies = holds.map((shot) => shot.reply);
    const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
    const wallMs = Math.max(0, ...holds.map((shot) => shot.answeredAt - startedAt));
    const all = [...replies, ...botShots.map((shot) => shot.reply)];
    const race: DropResult['race'] = {
      ...(await checkRace(db, SKU_PREFIX, [...holds, ...botShots])),
      holdsPerSecond: holds.length / (wallMs / 1000),
      wallMs,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies[latencies.length - 1] ?? null,
      statuses: statusesOf(replies),
      answers: countKinds(replies),
      winners: countOf(replies, (reply) => reply.status === 200),
      serverErrors: countOf(all, (reply) => reply.status >= 500),
      transportErrors: countOf(all, (reply) => reply.status === 0),
    };
    const sharedReplies = replies.slice(0, shared);
    const sharedAddressResult: DropResult['sharedAddress'] = {
      address: sharedAddress,
      buyers: shared,
      ok: countOf(sharedReplies, (reply) => reply.status === 200),
      conflicts: countOf(sharedReplies, (reply) => reply.status === 409),
      refusedForAddress: countOf(sharedReplies, (reply) => isAboutTheAddress(answerKind(reply))),
    };
    const botOutcome = await botResult(db, { bot, dropId, shots: botShots, secondAdds, startedAt });

    const healthzStarted = performance.now();
    const probes = await Promise.all(buyers.map((buyer) => request(agent, shop.url, 'GET', '/healthz', buyer)));
    const healthzSeconds = (performance.now() - healthzStarted) / 1000;
    const probeLatencies = probes.map((reply) => reply.ms).sort((a, b) => a - b);
    const healthz: DropResult['healthz'] = {
      requestsPerSecond: probes.length / healthzSeconds,
      p50Ms: percentile(probeLatencies, 50),
      p95Ms: percentile(probeLatencies, 95),
      p99Ms: percentile(probeLatencies, 99),
      failed: countOf(probes, (reply) => reply.status !== 200),
    };

    const floor =
      options.pgbenchClients === null
        ? { pgbench: null, pgbenchError: 'not run' }
        : await pgbenchBeside(db, { ...options, clients: options.pgbenchClients, buyers });
    return {
      buyers: options.buyers,
      pieces: options.pieces,
      opening: { minutes: opening.minutes, perInbox: opening.perInbox, minutesIn: opening.minutesIn },
      adds: {
        requests: adds.length,
        perSecond: adds.length / addSeconds,
        failed: countOf(adds, (reply) => reply.status !== 200),
        serverErrors: countOf(adds, (reply) => reply.status >= 500),
        cartsNotAsPlanned: wrongCarts,
      },
      race,
      sharedAddress: sharedAddressResult,
      bot: botOutcome,
      healthz,
      ...floor,
    };
  } finally {
    agent.destroy();
    await db.end();
  }
}
