/**
 * Part 4's bot: one address, five confirmed accounts (five inboxes: what decision 025 says a script
 * must pay for its share) and as many fresh guest ids as the run lets it make, racing the buyers in
 * the drop's opening. It plays to win: each account carts a piece of its own and each guest a piece,
 * and all of them press hold with the buyers, the accounts twice at once (botMoves).
 * Its guests are all refused by the opening, and past the hold rate limit of their one address
 * (600 a minute by default) before a hold is tried, so more of them cost the bot nothing but add load.
 */
import type pg from 'pg';
import { cartPath, holderKey, newGuest, request, type Buyer, type Reply } from './guests.ts';
import type { Account } from './accounts.ts';
import { pressHold, shuffled, type HoldShot, type Move, type Shop } from './drop-race.ts';
import { countKinds } from './refusals.ts';

/** `spares`: the pieces each account tries, in order, for its second go (its own order, so the five do not queue for the same one). */
export type Bot = { address: string; accounts: Buyer[]; spares: number[][]; guests: Buyer[] };

export type BotResult = {
  address: string;
  accounts: number;
  guests: number;
  /** Holds pressed, by its accounts (both waves) and its guests. */
  holds: number;
  holdsOk: number;
  /** Every answer to its holds by kind (refusals.ts): `200`, or the status and the rule that refused it. */
  answers: Record<string, number>;
  /** Second pieces its accounts got into their carts during the race (an add refuses a piece someone holds). */
  secondPieces: number;
  /** The drop's pieces the database gives the bot after the race: its accounts' holds and its guests'. */
  piecesHeld: number;
  piecesHeldByGuests: number;
  /** From the race's start to the bot's last answer. */
  lastAnswerMs: number;
};

/** The bot's cast: each account a different piece of `pieceIds` (drawn by `random`), each guest a fresh id and a drawn piece. */
export function planBot(options: { accounts: Account[]; guests: number; pieceIds: number[]; address: string; random: () => number }): Bot {
  const { pieceIds, random, address } = options;
  const pick = () => pieceIds[Math.floor(random() * pieceIds.length)] ?? 0;
  const mine = shuffled(pieceIds, random);
  return {
    address,
    accounts: options.accounts.map((who, index) => ({ who, address, cart: [mine[index] ?? pick()] })),
    spares: options.accounts.map(() => shuffled(pieceIds, random)),
    guests: Array.from({ length: options.guests }, () => ({ who: newGuest(), address, cart: [pick()] })),
  };
}

/** The first piece of `candidates` not in the account's cart that the shop lets it add, now; null if none. */
async function addAnother(shop: Shop, account: Buyer, candidates: number[], adds: Reply[]): Promise<number | null> {
  for (const piece of candidates) {
    if (account.cart.includes(piece)) continue;
    const reply = await request(shop.agent, shop.url, 'POST', cartPath(account, '/add'), account, { product_id: piece });
    adds.push(reply);
    if (reply.status === 200) return piece;
  }
  return null;
}

/**
 * Each account's and each guest's play in the race, to be fired with the buyers'. An account presses
 * hold on its one piece and, at the same moment, adds a second piece and presses hold again: by the
 * time a first hold is answered every piece is taken, so a second piece has a chance only now, and
 * whichever cart the shop reads (one piece or two) the cap per inbox must keep it to one. `adds`
 * collects those second adds.
 */
export function botMoves(shop: Shop, bot: Bot, adds: Reply[]): Move[] {
  const secondWave = async (account: Buyer, spares: number[]): Promise<HoldShot[]> => {
    const piece = await addAnother(shop, account, spares, adds);
    return piece === null ? [] : [await pressHold(shop, { ...account, cart: [...account.cart, piece] })];
  };
  const accountMove = (account: Buyer, spares: number[]): Move => async () => {
    const [first, second] = await Promise.all([pressHold(shop, account), secondWave(account, spares)]);
    return [first, ...second];
  };
  return [...bot.accounts.map((account, index) => accountMove(account, bot.spares[index] ?? [])), ...bot.guests.map((guest): Move => async () => [await pressHold(shop, guest)])];
}

/** What the bot ended with: its answers, and the pieces of drop `dropId` the database gives it. */
export async function botResult(db: pg.Client, options: { bot: Bot; dropId: number; shots: HoldShot[]; secondAdds: Reply[]; startedAt: number }): Promise<BotResult> {
  const { bot, shots } = options;
  const members = [...bot.accounts, ...bot.guests].map((member) => holderKey(member.who.kind, member.who.id));
  const held = await db.query<{ kind: string }>(
    `select hold_buyer_kind as kind from products
     where drop_id = $1 and hold_expires_at > now() and hold_buyer_kind || ':' || hold_buyer_id = any($2::text[])`,
    [options.dropId, members],
  );
  return {
    address: bot.address,
    accounts: bot.accounts.length,
    guests: bot.guests.length,
    holds: shots.length,
    holdsOk: shots.filter((shot) => shot.reply.status === 200).length,
    answers: countKinds(shots.map((shot) => shot.reply)),
    secondPieces: options.secondAdds.filter((reply) => reply.status === 200).length,
    piecesHeld: held.rows.length,
    piecesHeldByGuests: held.rows.filter((row) => row.kind === 'guest').length,
    lastAnswerMs: Math.max(0, ...shots.map((shot) => shot.answeredAt - options.startedAt)),
  };
}
