import { LockMode } from '@mikro-orm/core';
import { DROP_MESSAGES, dropPieceRefusal, type AssignPiecesInput, type DropDetailOutput } from '../../../shared/schemas/drops.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { Drop, Product } from '../pieces/entities.ts';
import { hasOpened } from './drop-output.ts';
import { assertNotCancelled, dropDetail, lockedDrop, publishUnlisted } from './drops.service.ts';

/** Pieces change only while the drop is still to come: once open they are in the shop. */
async function dropToChange(tx: Em, id: number, now: Date): Promise<Drop> {
  const drop = await lockedDrop(tx, id);
  assertNotCancelled(drop);
  if (hasOpened(drop, now)) throw new ConflictError(DROP_MESSAGES.alreadyOpen);
  return drop;
}

/** Why each piece may not join `drop`, if any: sold, live (it would vanish from the shop), or in another drop. */
async function refusals(tx: Em, drop: Drop, ids: number[], pieces: Product[], now: Date): Promise<string[]> {
  const found = new Set(pieces.map((piece) => piece.id));
  const otherDropIds = [...new Set(pieces.flatMap((piece) => (piece.drop && piece.drop.id !== drop.id ? [piece.drop.id] : [])))];
  const otherDrops = new Map((await tx.find(Drop, { id: { $in: otherDropIds } })).map((other) => [other.id, other.name]));
  const messages: string[] = ids.some((id) => !found.has(id)) ? [DROP_MESSAGES.pieceNotFound] : [];
  for (const piece of pieces) {
    if (piece.status !== 'Available') messages.push(dropPieceRefusal.sold(piece.name));
    else if (piece.drop && piece.drop.id !== drop.id) messages.push(dropPieceRefusal.inOtherDrop(piece.name, otherDrops.get(piece.drop.id) ?? ''));
    else if (piece.dropAt && piece.dropAt.getTime() <= now.getTime()) messages.push(dropPieceRefusal.live(piece.name));
  }
  return messages;
}

/**
 * Puts pieces in a drop before it opens: each takes the drop and its time, so it is Scheduled and goes
 * live with the drop. Only unsold pieces not yet live may join; all or none of those asked are added.
 */
export async function assignPieces(em: Em, input: AssignPiecesInput, now = new Date()): Promise<DropDetailOutput> {
  const ids = [...new Set(input.product_ids)];
  await em.transactional(async (tx) => {
    const drop = await dropToChange(tx, input.id, now);
    const pieces = await tx.find(Product, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
    const refused = await refusals(tx, drop, ids, pieces, now);
    if (refused.length > 0) throw new ValidationError({ product_ids: refused });
    for (const piece of pieces) tx.assign(piece, { drop, dropAt: drop.dropAt });
    await tx.flush();
    await publishUnlisted(tx, pieces);
  });
  return dropDetail(em.fork(), input.id, now);
}

/** Takes a piece out of a drop before it opens: it is a Draft again (no time), for the owner alone. */
export async function removePiece(em: Em, input: { id: number; product_id: number }, now = new Date()): Promise<DropDetailOutput> {
  await em.transactional(async (tx) => {
    await dropToChange(tx, input.id, now);
    const piece = await tx.findOne(Product, { id: input.product_id, drop: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!piece) throw new NotFoundError(DROP_MESSAGES.notInDrop);
    tx.assign(piece, { drop: null, dropAt: null });
    await tx.flush();
    await publishUnlisted(tx, [piece]);
  });
  return dropDetail(em.fork(), input.id, now);
}
