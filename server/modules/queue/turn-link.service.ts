import { LockMode } from '@mikro-orm/core';
import { QUEUE_MESSAGES } from '../../../shared/queue-messages.ts';
import type { QueuePlaceOutput } from '../../../shared/schemas/queue.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { putInCart } from '../cart/cart.service.ts';
import { confirmTypedAddress } from '../mail/typed-address.ts';
import { Product, QueueEntry } from '../pieces/entities.ts';
import { lockHolders, pieceChange, publishLive, refuseInOpening } from '../pieces/pieces.ts';
import { hashOfToken } from '../users/secret-token.ts';
import { queuePlace } from './queue.service.ts';

const sameBuyer = (entry: QueueEntry, buyer: Buyer) => entry.buyerKind === buyer.kind && entry.buyerId === buyer.id;

/**
 * The link of "It's your turn" opened by `buyer` (a guest on another phone, or signed in): while the
 * turn runs, it becomes theirs, and the piece goes into their cart, held for them until the turn ends,
 * so the mail opens the turn on any device. The identity that joined the line gives it up (its cart
 * keeps the line, as a lapsed turn's does). In a drop's opening the drop's limits judge the new buyer,
 * as they would a hold. Under the hold locks of both buyers, so a hold or a pass of either cannot
 * interleave. Opening the link confirms the address it was mailed to (mail/typed-address.ts).
 */
export async function takeTurnByLink(em: Em, buyer: Buyer, token: string, now = new Date()): Promise<QueuePlaceOutput> {
  const tokenHash = hashOfToken(token);
  // The mail reached its reader, whether or not the turn is still on: a guest's address may get queue news again.
  await confirmTypedAddress(em, tokenHash, now);
  const productId = await em.transactional(async (tx) => {
    const found = await tx.findOne(QueueEntry, { turnLinkHash: tokenHash }, { fields: ['buyerKind', 'buyerId'] });
    if (!found) throw new NotFoundError(QUEUE_MESSAGES.linkInvalid);
    await lockHolders(tx, [{ kind: found.buyerKind, id: found.buyerId }, buyer]);
    const entry = await tx.findOne(QueueEntry, { turnLinkHash: tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!entry) throw new NotFoundError(QUEUE_MESSAGES.linkInvalid);
    const { turnStartsAt: starts, turnEndsAt: ends } = entry;
    if (!starts || !ends || starts > now || now >= ends) throw new ConflictError(QUEUE_MESSAGES.turnOver);
    const piece = entry.product.id;
    if (!sameBuyer(entry, buyer)) {
      await refuseInOpening(tx, buyer, [piece], now, { queues: false });
      // The new buyer's own place further back in this line is this one now.
      await tx.nativeDelete(QueueEntry, { product: piece, buyerKind: buyer.kind, buyerId: buyer.id });
      Object.assign(entry, { buyerKind: buyer.kind, buyerId: buyer.id, address: null });
      await tx.flush();
      // Nothing about the piece changed that a screen could tell, but whose turn it is: the screens
      // open on the piece ask again (the joining phone's stop saying it is its turn). No event names a turn.
      await publishLive(tx, [pieceChange(await tx.findOneOrFail(Product, piece))]);
    }
    await putInCart(tx, buyer, piece, now);
    return piece;
  });
  return queuePlace(em.fork(), buyer, productId, now);
}
