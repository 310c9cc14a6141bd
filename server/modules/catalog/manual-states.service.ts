import { orderStatusName } from '../../../shared/constants.ts';
import { MANUAL_STATE_MESSAGES, MAX_RESERVATION_DAYS, type AdminProductOutput, type ReserveProductInput } from '../../../shared/schemas/admin-catalog.ts';
import type { z } from 'zod';
import type { Em } from '../../db/orm.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { hasLiveReservation, holdersOf, isOpen, pieceChange, publishLive, releaseHold, scheduleTurns } from '../pieces/pieces.ts';
import type { Product } from '../pieces/entities.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { getAdminProduct } from './admin-products.service.ts';
import { lockedProduct } from './product-editing.service.ts';
import { recordProductEvent, type ProductActor } from './product-events.service.ts';

/**
 * The owner's manual states (design.md §2 "Manual states"): a piece sold elsewhere (in a live)
 * is marked sold; a "mine" claim is a reservation until a time. Each act locks the piece, records a
 * product event and tells live screens, in one transaction, and answers the piece as the owner sees it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function endReservation(product: Product): void {
  product.reservedFor = null;
  product.reservedUntil = null;
}

/**
 * One act on one locked piece, recorded and published with it; then its queue is planned again (a
 * reservation delays the first turn to its end, ending it starts that turn now, a sale ends the queue),
 * whose own change follows this one. Answers the piece as the owner now sees it.
 */
async function act(em: Em, id: number, now: Date, mail: MailOutbox, change: (tx: Em, product: Product) => Promise<void> | void): Promise<AdminProductOutput> {
  await em.transactional(async (tx) => {
    const product = await lockedProduct(tx, id);
    await change(tx, product);
    await tx.flush();
    await publishLive(tx, [pieceChange(product)]);
    await scheduleTurns(tx, [id], now, mail);
  });
  return getAdminProduct(em.fork(), id, now);
}

/**
 * Sold elsewhere: stored Sold with no order, any buyer's hold and any reservation ended. Refused while
 * an order holds the piece (design.md §2 "One piece, one sale"): that order is its sale.
 */
export function markSold(em: Em, actor: ProductActor, id: number, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<AdminProductOutput> {
  return act(em, id, now, mail, async (tx, product) => {
    if (product.markedSoldAt) throw new ConflictError(`${product.name} is already marked sold.`);
    const holder = (await holdersOf(tx, [id])).get(id);
    if (holder) {
      const remedy = isOpen(holder.status) ? 'Cancel that order first.' : 'Restock the piece first if it came back.';
      throw new ConflictError(`This piece is in order #${holder.orderId} (${orderStatusName(holder.status)}), so it cannot be marked sold. ${remedy}`);
    }
    const endedReservation = hasLiveReservation(product, now) ? (product.reservedFor ?? null) : null;
    product.status = 'Sold';
    product.markedSoldAt = now;
    releaseHold(product);
    endReservation(product);
    recordProductEvent(tx, actor, id, 'marked-sold', endedReservation ? { reservation_ended_for: endedReservation } : {});
  });
}

/** Undoes "Mark as sold" (only that): the piece is Available again. */
export function unmarkSold(em: Em, actor: ProductActor, id: number, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<AdminProductOutput> {
  return act(em, id, now, mail, (tx, product) => {
    if (!product.markedSoldAt) throw new ConflictError(`${product.name} is not marked sold, so there is nothing to undo.`);
    recordProductEvent(tx, actor, id, 'unmarked-sold', { marked_sold_at: product.markedSoldAt.toISOString() });
    product.status = 'Available';
    product.markedSoldAt = null;
  });
}

function assertReservationEnd(until: Date, now: Date): void {
  if (until.getTime() <= now.getTime()) throw new ValidationError({ reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilPast] });
  if (until.getTime() > now.getTime() + MAX_RESERVATION_DAYS * DAY_MS) {
    throw new ValidationError({ reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilTooFar] });
  }
}

/**
 * "Reserve for…": nobody may take the piece until `reserved_until` (availability.ts), by the clock, with
 * no job. The owner outranks a buyer's hold, as an order does: it ends. Refused for a Pending or Sold
 * piece; a running reservation is replaced.
 */
export function reserveProduct(
  em: Em,
  actor: ProductActor,
  input: z.output<typeof ReserveProductInput>,
  now = new Date(),
  mail: MailOutbox = NO_MAIL,
): Promise<AdminProductOutput> {
  assertReservationEnd(input.reserved_until, now);
  return act(em, input.id, now, mail, (tx, product) => {
    if (product.status !== 'Available') throw new ConflictError(`${product.name} is ${product.status}, so it cannot be reserved.`);
    product.reservedFor = input.reserved_for;
    product.reservedUntil = input.reserved_until;
    releaseHold(product);
    recordProductEvent(tx, actor, input.id, 'reserved', { for: input.reserved_for, until: input.reserved_until.toISOString() });
  });
}

/** "End reservation": the piece is free again at once (unless something else holds it). */
export function endProductReservation(em: Em, actor: ProductActor, id: number, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<AdminProductOutput> {
  return act(em, id, now, mail, (tx, product) => {
    if (!product.reservedFor || !product.reservedUntil) throw new ConflictError(`${product.name} is not reserved.`);
    recordProductEvent(tx, actor, id, 'reservation-ended', { for: product.reservedFor, until: product.reservedUntil.toISOString() });
    endReservation(product);
  });
}
