import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { AdminQueueOutput, MyQueuesOutput, QueuePlaceOutput } from '../../../shared/schemas/queue.ts';
import { QUEUE_MESSAGES } from '../../../shared/queue-messages.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import {
  effectiveStatus,
  emptyQueue,
  holdColumnsOf,
  isHeldBy,
  isLive,
  leaveQueues,
  liveAt,
  lockHolders,
  refuseInOpening,
  scheduleTurns,
  turnsOf,
  type HoldOrigin,
} from '../pieces/pieces.ts';
import { Product, QueueEntry } from '../pieces/entities.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { putInCart, removeLines } from '../cart/cart.service.ts';
import { ProductEvent } from '../catalog/product-event.entity.ts';
import { readWholeNumberSetting } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';

/** Enough of a guest id to tell guests apart, far too little to act as them (as the holds list shows them). */
const GUEST_ID_SHOWN = 6;

/** Entries whose turn has not ended: the line as the clock reads it now (a lapsed entry goes at the next write). */
const waitingAt = (now: Date) => ({ $or: [{ turnEndsAt: null }, { turnEndsAt: { $gt: now } }] });

/** The piece's line, in order: by the turn each has, then by when they joined (as turns.ts plans it). */
async function lineOf(em: Em, productId: number, now: Date): Promise<QueueEntry[]> {
  return em.find(
    QueueEntry,
    { product: productId, ...waitingAt(now) },
    { orderBy: [{ turnStartsAt: QueryOrder.ASC_NULLS_LAST }, { joinedAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
  );
}

const sameBuyer = (entry: QueueEntry, buyer: Buyer) => entry.buyerKind === buyer.kind && entry.buyerId === buyer.id;

function placeIn(line: QueueEntry[], productId: number, buyer: Buyer | null, now: Date): QueuePlaceOutput {
  const index = buyer ? line.findIndex((entry) => sameBuyer(entry, buyer)) : -1;
  const entry = line[index];
  const at = now.getTime();
  return {
    product_id: productId,
    length: line.length,
    place: entry ? index + 1 : null,
    your_turn: !!entry?.turnStartsAt && !!entry.turnEndsAt && entry.turnStartsAt.getTime() <= at && at < entry.turnEndsAt.getTime(),
    turn_starts_at: entry?.turnStartsAt?.toISOString() ?? null,
    turn_ends_at: entry?.turnEndsAt?.toISOString() ?? null,
  };
}

/**
 * The buyer's place in the piece's queue (none for a visitor), and its length. A Draft or Scheduled
 * piece answers exactly as a missing one: a shopper's path must not tell which hidden ids exist.
 */
export async function queuePlace(em: Em, buyer: Buyer | null, productId: number, now = new Date()): Promise<QueuePlaceOutput> {
  if (!(await em.count(Product, { id: productId, ...liveAt(now) }))) throw new NotFoundError('Product not found');
  return placeIn(await lineOf(em, productId, now), productId, buyer, now);
}

/** Every piece the buyer waits for, with their place in each. */
export async function myQueues(em: Em, buyer: Buyer, now = new Date()): Promise<MyQueuesOutput> {
  const mine = await em.find(QueueEntry, { buyerKind: buyer.kind, buyerId: buyer.id, ...waitingAt(now) }, { populate: ['product'], orderBy: { joinedAt: 'asc' } });
  const queues = [];
  for (const entry of mine) {
    const place = placeIn(await lineOf(em, entry.product.id, now), entry.product.id, buyer, now);
    queues.push({ ...place, product: { id: entry.product.id, name: entry.product.name } });
  }
  return { queues };
}

async function emailOf(tx: Em, buyer: Buyer, given: string | undefined): Promise<string> {
  if (buyer.kind === 'user') return (await tx.findOneOrFail(User, { id: Number(buyer.id) }, { fields: ['email'] })).email;
  if (!given) throw new ValidationError({ email: [QUEUE_MESSAGES.emailRequired] });
  return given;
}

/**
 * Refuses a join past the buyer's cap (`max_pieces_per_buyer` queues) or, for a guest, past
 * `guest_pieces_per_network` places for the guests of its address: fresh guest ids from one script must
 * not fill a line with places (each a turn that holds the piece back from real buyers, and an e-mail
 * to whatever address was typed). In a drop's opening the drop's own limits apply first (drop-opening.ts).
 */
async function refuseOverCaps(tx: Em, buyer: Buyer, guestAddress: string | null, productId: number, now: Date): Promise<void> {
  await refuseInOpening(tx, buyer, [productId], now, { queues: true });
  const cap = await readWholeNumberSetting(tx, 'max_pieces_per_buyer');
  if ((await tx.count(QueueEntry, { buyerKind: buyer.kind, buyerId: buyer.id, ...waitingAt(now) })) >= cap) {
    throw new ConflictError(QUEUE_MESSAGES.perBuyer(cap));
  }
  const networkCap = guestAddress === null ? 0 : await readWholeNumberSetting(tx, 'guest_pieces_per_network');
  if (networkCap > 0 && (await tx.count(QueueEntry, { buyerKind: 'guest', address: guestAddress, ...waitingAt(now) })) >= networkCap) {
    throw new ConflictError(QUEUE_MESSAGES.perAddress(networkCap), 'sign-in');
  }
}

/**
 * The buyer joins the queue of a piece that is On Hold (and not theirs), at its end, and the piece goes
 * into their cart, so that it is there when their turn comes. Joining twice keeps the first place. The
 * caps of refuseOverCaps are counted under the same advisory locks as holds (pieces/hold-locks.ts), so two
 * joins at once cannot both slip under them.
 */
export async function joinQueue(
  em: Em,
  mail: MailOutbox,
  buyer: Buyer,
  productId: number,
  email: string | undefined,
  origin: HoldOrigin,
  now = new Date(),
): Promise<QueuePlaceOutput> {
  const guestAddress = buyer.kind === 'guest' ? origin.address : null;
  await em.transactional(async (tx) => {
    await lockHolders(tx, [buyer], guestAddress === null ? [] : [guestAddress]);
    // Planned first: a lapsed place is gone, and a turn that ended hands the piece on before it is judged.
    await scheduleTurns(tx, [productId], now, mail);
    const product = await tx.findOne(Product, { id: productId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Hidden as queuePlace hides it: a piece reserved before its drop cannot be queued (and mailed about) early.
    if (!product || !isLive(product, now)) throw new NotFoundError('Product not found');
    const piece = { ...holdColumnsOf(product), turns: (await turnsOf(tx, [productId])).get(productId) };
    const status = effectiveStatus(piece, now);
    if (status === 'Available') throw new ConflictError(QUEUE_MESSAGES.available);
    if (status !== 'OnHold') throw new ConflictError(QUEUE_MESSAGES.notOnHold);
    if (isHeldBy(piece, buyer, now)) throw new ConflictError(QUEUE_MESSAGES.yours);
    if (await tx.count(QueueEntry, { product: productId, buyerKind: buyer.kind, buyerId: buyer.id })) return;
    await refuseOverCaps(tx, buyer, guestAddress, productId, now);
    const entry = { product, buyerKind: buyer.kind, buyerId: buyer.id, email: await emailOf(tx, buyer, email), address: guestAddress, joinedAt: now };
    tx.create(QueueEntry, entry);
    await tx.flush();
    await putInCart(tx, buyer, productId, now);
    await scheduleTurns(tx, [productId], now, mail);
  });
  return queuePlace(em.fork(), buyer, productId, now);
}

/**
 * The buyer leaves the piece's queue, or passes their turn: the next turn starts now. The piece leaves
 * their cart too, as joining put it there.
 */
export async function leaveQueue(em: Em, mail: MailOutbox, buyer: Buyer, productId: number, now = new Date()): Promise<QueuePlaceOutput> {
  await em.transactional(async (tx) => {
    await lockHolders(tx, [buyer]);
    if ((await leaveQueues(tx, buyer, [productId])).length === 0) throw new NotFoundError(QUEUE_MESSAGES.notInQueue);
    await removeLines(tx, buyer, [productId]);
    await scheduleTurns(tx, [productId], now, mail);
  });
  return queuePlace(em.fork(), buyer, productId, now);
}

/** The piece's queue as the owner sees it: who waits, in order, since when, and each one's turn. */
export async function adminQueue(em: Em, productId: number, now = new Date()): Promise<AdminQueueOutput> {
  if (!(await em.count(Product, { id: productId }))) throw new NotFoundError('Product not found');
  const line = await lineOf(em, productId, now);
  const userIds = line.flatMap((entry) => (entry.buyerKind === 'user' ? [Number(entry.buyerId)] : []));
  const users = userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }, { fields: ['name'] }) : [];
  const nameOf = new Map(users.map((user) => [String(user.id), user.name]));
  return {
    product_id: productId,
    entries: line.map((entry, index) => ({
      place: index + 1,
      buyer: {
        kind: entry.buyerKind,
        name: entry.buyerKind === 'guest' ? `Guest ${entry.buyerId.slice(0, GUEST_ID_SHOWN)}…` : (nameOf.get(entry.buyerId) ?? `Deleted user ${entry.buyerId}`),
        email: entry.email,
      },
      joined_at: entry.joinedAt.toISOString(),
      turn_starts_at: entry.turnStartsAt?.toISOString() ?? null,
      turn_ends_at: entry.turnEndsAt?.toISOString() ?? null,
      notified: entry.notifiedAt !== null && entry.notifiedAt !== undefined,
    })),
  };
}

/** The owner clears the piece's queue: everyone in it leaves (their carts keep the piece), recorded as a `queue-cleared` event. */
export async function clearQueue(em: Em, mail: MailOutbox, actor: { id: number; email: string }, productId: number, now = new Date()): Promise<AdminQueueOutput> {
  await em.transactional(async (tx) => {
    if (!(await tx.count(Product, { id: productId }))) throw new NotFoundError('Product not found');
    const waiting = await emptyQueue(tx, productId);
    await scheduleTurns(tx, [productId], now, mail);
    tx.create(ProductEvent, {
      product: tx.getReference(Product, productId),
      kind: 'queue-cleared',
      actor: tx.getReference(User, actor.id),
      actorEmail: actor.email,
      detail: { waiting },
      createdAt: now,
    });
    await tx.flush();
  });
  return adminQueue(em.fork(), productId, now);
}
