/** Part 4's race: holds as they were sent and answered, and what the database says of them afterwards. */
import type http from 'node:http';
import type pg from 'pg';
import { cartPath, holderKey, request, type Buyer, type Reply } from './guests.ts';

/** One press of "hold": by whom, of the cart as it was then, its answer, and when that came (performance.now()). */
export type HoldShot = { buyer: Buyer; cart: number[]; reply: Reply; answeredAt: number };

/** One contender's part in the race: its holds, in order (a buyer has one; the bot's accounts go twice). */
export type Move = () => Promise<HoldShot[]>;

export type Shop = { agent: http.Agent; url: string };

export async function pressHold(shop: Shop, buyer: Buyer): Promise<HoldShot> {
  const cart = [...buyer.cart];
  const reply = await request(shop.agent, shop.url, 'POST', cartPath(buyer, '/hold'), buyer);
  return { buyer, cart, reply, answeredAt: performance.now() };
}

/** A small deterministic PRNG, so every run races the same carts in the same order. */
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order drawn by `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Starts every move in one go, in an order shuffled by `random`, so that neither the buyers nor the
 * bot are always first on the wire; resolves with each move's holds, in `moves` order.
 */
export async function fireAtOnce(moves: readonly Move[], random: () => number): Promise<{ startedAt: number; shots: HoldShot[][] }> {
  const order = shuffled(moves.map((_, index) => index), random);
  const started: Promise<HoldShot[]>[] = new Array<Promise<HoldShot[]>>(moves.length);
  const startedAt = performance.now();
  for (const index of order) started[index] = (moves[index] as Move)();
  return { startedAt, shots: await Promise.all(started) };
}

export type RaceChecks = {
  piecesHeld: number;
  /** Pieces in the carts of two or more holders who were all told they hold it. */
  doubleHolds: number;
  /** Pieces held in the database by a holder never told it holds that piece (all-or-none broken). */
  partialHolds: number;
  /** Holders told they hold their cart, whose pieces the database gives to someone else. */
  winnersWithoutTheirPieces: number;
};

/**
 * Who holds the drop's pieces now (`sku` starting `skuPrefix`), against every answer of the race, the
 * bot's included: a double or partial hold must not hide behind a 200, whoever was told it.
 */
export async function checkRace(db: pg.Client, skuPrefix: string, shots: readonly HoldShot[]): Promise<RaceChecks> {
  const held = await db.query<{ id: number; holder: string }>(
    `select id, hold_buyer_kind || ':' || hold_buyer_id as holder from products where sku like $1 || '%' and hold_expires_at > now()`,
    [skuPrefix],
  );
  const holderOf = new Map(held.rows.map((row) => [row.id, row.holder]));
  // A holder's last 200 is the cart it holds (an account that won may be answered 200 again only for that cart).
  const lastWin = new Map<string, number[]>();
  const claims = new Map<number, Set<string>>();
  for (const shot of shots) {
    if (shot.reply.status !== 200) continue;
    const key = holderKey(shot.buyer.who.kind, shot.buyer.who.id);
    lastWin.set(key, shot.cart);
    for (const piece of shot.cart) claims.set(piece, (claims.get(piece) ?? new Set<string>()).add(key));
  }
  const told = (piece: number, holder: string) => claims.get(piece)?.has(holder) ?? false;
  return {
    piecesHeld: held.rows.length,
    doubleHolds: [...claims.values()].filter((holders) => holders.size > 1).length,
    partialHolds: held.rows.filter((row) => !told(row.id, row.holder)).length,
    winnersWithoutTheirPieces: [...lastWin].filter(([key, cart]) => cart.some((piece) => holderOf.get(piece) !== key)).length,
  };
}
