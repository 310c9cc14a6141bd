/** Part 6's drop: one new piece per guest, in that guest's cart, and every guest pressing hold at once. */
import type http from 'node:http';
import type pg from 'pg';
import { percentile } from './format.ts';
import { addressOf, cartPath, insertPieces, newGuest, request, type Buyer, type Reply } from './guests.ts';
import { now } from './live-stats.ts';
import type { Shop } from './shop.ts';

export type HoldStats = { ok: number; statuses: Record<string, number>; p50Ms: number | null; p95Ms: number | null; wallMs: number };

export type Guest = { buyer: Buyer; piece: number; shop: Shop };
export type Hold = { piece: number; startedAt: number; answeredAt: number; reply: Reply };

/** A new piece per guest, in that guest's cart; guest n uses instance n mod k, so in B half the holds reach streams on the other instance. */
export async function guestsWithCarts(options: { db: pg.Client; instances: Shop[]; pieces: number; addressBase: number; skuPrefix: string; agent: http.Agent }): Promise<Guest[]> {
  const pieceIds = await insertPieces(options.db, options.skuPrefix, options.pieces);
  const guests = pieceIds.map((piece, index) => ({
    buyer: { who: newGuest(), address: addressOf(options.addressBase + index), cart: [piece] },
    piece,
    shop: options.instances[index % options.instances.length] as Shop,
  }));
  await Promise.all(guests.map((guest) => request(options.agent, guest.shop.url, 'POST', cartPath(guest.buyer, '/add'), guest.buyer, { product_id: guest.piece })));
  return guests;
}

/** Every guest presses hold at once, on a connection opened beforehand as a browsing buyer's would be. */
export async function holdAtOnce(agent: http.Agent, guests: Guest[]): Promise<{ holds: Hold[]; wallMs: number }> {
  await Promise.all(guests.map((guest) => request(agent, guest.shop.url, 'GET', '/healthz', guest.buyer)));
  const started = now();
  const holds = await Promise.all(
    guests.map(async (guest) => {
      const startedAt = now();
      const reply = await request(agent, guest.shop.url, 'POST', cartPath(guest.buyer, '/hold'), guest.buyer);
      return { piece: guest.piece, startedAt, answeredAt: now(), reply };
    }),
  );
  return { holds, wallMs: now() - started };
}

export function holdStats({ holds, wallMs }: { holds: Hold[]; wallMs: number }): HoldStats {
  const durations = holds.map((hold) => hold.reply.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const hold of holds) statuses[String(hold.reply.status)] = (statuses[String(hold.reply.status)] ?? 0) + 1;
  return {
    ok: holds.filter((hold) => hold.reply.status === 200).length,
    statuses,
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    wallMs,
  };
}
