import { LockMode } from '@mikro-orm/core';
import { orderStatusName, type OrderStatus } from '../../../shared/constants.ts';
import type { BulkOrderStatusInput, UpdateOrderStatusInput } from '../../../shared/schemas/admin-orders.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { defineTask, type MailOutbox } from '../mail/mail-kind.ts';
import { readWholeNumberSetting } from '../settings/settings.service.ts';
import { countsAsApproved, holdersOf, holdsPieces, isOpen, markedSoldConflict, pieceChange, productStatusFor, publishLive, releaseHold, scheduleTurns, type Holder, type LiveChange } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { orderStatusMail } from './mails/order-status.mail.ts';
import { orderTrackingMail } from './mails/order-tracking.mail.ts';
import { recordOrderEvents, SHOP_ACTOR, type OrderActor, type OrderEventInput } from './order-events.service.ts';
import { OrderItem } from './order-item.entity.ts';
import { Order } from './order.entity.ts';
import { getAdminOrder } from './order-management.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { buyerOfOrder } from './orders.service.ts';

function heldElsewhere(product: Product, holder: Holder, status: OrderStatus): ConflictError {
  const remedy = isOpen(holder.status) ? 'Cancel that order first.' : 'Restock the piece first if it came back.';
  return new ConflictError(
    `${product.name} is already in order #${holder.orderId} (${orderStatusName(holder.status)}), so this order cannot be set to ${status}. ${remedy}`,
  );
}

/**
 * design.md §2: the order's pieces follow its new status. An order that holds its pieces takes them
 * back (a delivered piece's return is undone), unless another order holds one or the owner marked
 * one sold: then the change is refused. A cancelled order lets go of the pieces it held; a piece it had already let go of (it came
 * back and was restocked) is left alone, as another buyer may have it now. Answers the pieces whose
 * stored status or hold this changed, for live screens (shipping a sold piece changes nothing of it).
 */
async function applyProductEffects(tx: Em, order: Order, status: OrderStatus): Promise<Product[]> {
  const items = await tx.find(OrderItem, { order, product: { $ne: null } }, { fields: ['product'] });
  const productIds = [...new Set(items.flatMap((item) => (item.product ? [item.product.id] : [])))];
  if (productIds.length === 0) return [];
  // Locked in id order, as holds and checkout lock them, so concurrent writers never deadlock. What
  // the lines and holders say is read only now: a restock that held a lock before us has committed.
  const products = await tx.find(Product, { id: { $in: productIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  if (holdsPieces(status)) {
    const holders = await holdersOf(tx, productIds, order.id);
    for (const product of products) {
      const holder = holders.get(product.id);
      if (holder) throw heldElsewhere(product, holder, status);
      // Sold elsewhere by the owner: this order taking it back would be a second sale of the piece.
      if (product.markedSoldAt) throw markedSoldConflict(product, `this order cannot be set to ${status}`);
    }
  }
  const letGo = await tx.find(OrderItem, { order, released: true }, { fields: ['product', 'released'], refresh: true });
  const letGoIds = new Set(letGo.flatMap((line) => (line.product ? [line.product.id] : [])));
  for (const line of letGo) line.released = false;
  const changed: Product[] = [];
  for (const product of products) {
    if (!holdsPieces(status) && letGoIds.has(product.id)) continue;
    if (product.status !== productStatusFor(status) || product.holdBuyerId !== null) changed.push(product);
    product.status = productStatusFor(status);
    releaseHold(product);
  }
  return changed;
}

/** What live screens learn of a status set: the order (admins, and its buyer), and the pieces it changed. */
function statusChanges(order: Order, pieces: Product[]): LiveChange[] {
  const buyer = buyerOfOrder(order);
  // An order whose account is gone has no buyer for the change to name; its pieces are still told.
  const orderChange: LiveChange[] = buyer ? [{ type: 'order', id: order.id, status: order.status, placed: false, buyer }] : [];
  return [...orderChange, ...pieces.map((piece) => pieceChange(piece))];
}

/** Sets the notes, courier and tracking number the input gives, and answers what the timeline records of them. */
function applyNotesAndShipping(order: Order, input: UpdateOrderStatusInput): OrderEventInput[] {
  const events: OrderEventInput[] = [];
  const notes = input.admin_notes === undefined ? order.adminNotes ?? null : input.admin_notes || null;
  if (notes !== (order.adminNotes ?? null)) {
    order.adminNotes = notes;
    events.push({ orderId: order.id, kind: 'note', detail: { note: notes } });
  }
  const courier = input.courier === undefined ? order.courier ?? null : input.courier;
  const trackingNumber = input.tracking_number === undefined ? order.trackingNumber ?? null : input.tracking_number || null;
  if (courier !== (order.courier ?? null) || trackingNumber !== (order.trackingNumber ?? null)) {
    order.courier = courier;
    order.trackingNumber = trackingNumber;
    events.push({ orderId: order.id, kind: 'shipping', detail: { courier, tracking_number: trackingNumber } });
  }
  return events;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * An order awaiting a payment fix holds its pieces for the buyer until its deadline (the
 * `payment_fix_hours` setting from when the owner asked), and the outbox's task cancels it then,
 * unless a new proof came first. Leaving the state for any other ends the deadline.
 */
async function followPaymentFixDeadline(tx: Em, mail: MailOutbox, order: Order, status: OrderStatus, now: Date): Promise<void> {
  if (status !== 'awaiting_payment_fix') {
    order.paymentFixDueAt = null;
    return;
  }
  const dueAt = new Date(now.getTime() + (await readWholeNumberSetting(tx, 'payment_fix_hours')) * HOUR_MS);
  order.paymentFixDueAt = dueAt;
  await mail.schedule(tx, paymentFixDueTask, { orderId: order.id, dueAt: dueAt.toISOString() }, dueAt);
}

/**
 * Sets an order's status and notes (docs/product/pieces-and-orders.md "Order status": any status, no transition rules), its courier and
 * tracking number, and its products' statuses, in one transaction, with a timeline entry for each
 * change `actor` made. Products change only when the status does, so saving notes never undoes a
 * restock. `approved_at` records the first approval and is kept from then on. A change of status sends
 * the buyer its news, with the note if this change wrote it, and tells live screens, both in the same transaction.
 * A tracking number given or changed on an order already shipped is mailed to the buyer.
 */
export async function updateOrderStatus(
  em: Em,
  mail: MailOutbox,
  actor: OrderActor,
  input: UpdateOrderStatusInput,
  now = new Date(),
  /** A condition the locked order must still meet for the change to happen (a deadline's task); else nothing changes. */
  proceed: (order: Order) => boolean = () => true,
): Promise<OrderWithoutProofUrl> {
  await em.transactional((tx) => changeOrderStatus(tx, mail, actor, input, now, proceed));
  return getAdminOrder(em.fork(), input.id);
}

/**
 * The order desk's bulk action (design.md §2 "Bulk actions"): one status for each order chosen, in one
 * transaction, all or none, each changed as updateOrderStatus changes one (its pieces, its buyer's
 * mail, its timeline). The orders are locked in id order, as pieces are, so two admins' bulk changes
 * never wait on each other in a circle.
 */
export async function updateOrderStatuses(em: Em, mail: MailOutbox, actor: OrderActor, input: BulkOrderStatusInput, now = new Date()): Promise<{ ids: number[] }> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  await em.transactional(async (tx) => {
    for (const id of ids) await changeOrderStatus(tx, mail, actor, { id, status: input.status }, now, () => true);
  });
  return { ids };
}

/** One order's change of status, notes and shipping, locked, in the caller's transaction. */
async function changeOrderStatus(tx: Em, mail: MailOutbox, actor: OrderActor, input: UpdateOrderStatusInput, now: Date, proceed: (order: Order) => boolean): Promise<void> {
  const order = await tx.findOne(Order, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw new NotFoundError('Order not found');
  if (!proceed(order)) return;
  const trackingBefore = order.trackingNumber ?? null;
  const events = applyNotesAndShipping(order, input);
  if (order.status === 'shipped' && input.status === 'shipped' && order.trackingNumber && order.trackingNumber !== trackingBefore) {
    // Shipped before, its number given or corrected now: the buyer hears of it as they did of the shipping.
    await mail.enqueue(tx, orderTrackingMail, { orderId: order.id });
  }
  if (order.status !== input.status) {
    const changedPieces = await applyProductEffects(tx, order, input.status);
    events.unshift({ orderId: order.id, kind: 'status', detail: { from: order.status, to: input.status } });
    order.status = input.status;
    if (!order.approvedAt && countsAsApproved(input.status)) order.approvedAt = now;
    await followPaymentFixDeadline(tx, mail, order, input.status, now);
    await publishLive(tx, statusChanges(order, changedPieces));
    // The pieces' queues follow: a cancelled order hands each piece to the first in line, a sold piece's queue ends.
    await tx.flush();
    await scheduleTurns(tx, changedPieces.map((piece) => piece.id), now, mail);
    // Only a note written with this change is news: the one kept from an earlier change ("Shipped via
    // J&T today") would be repeated in the delivered mail (audit C-18).
    const note = events.some((event) => event.kind === 'note') ? order.adminNotes ?? null : null;
    await mail.enqueue(tx, orderStatusMail, { orderId: order.id, status: order.status, note });
  }
  recordOrderEvents(tx, actor, events);
  await tx.flush();
}

/** Said in the cancelled order's history and mail when the time to fix its payment ran out. */
export const PAYMENT_FIX_EXPIRED_NOTE = 'The time to fix the payment ran out, so the order was cancelled and its pieces went back on sale.';

/**
 * The deadline of an order awaiting a payment fix: still awaiting the fix planned with this deadline,
 * it is cancelled as the owner would cancel it (its pieces go back on sale, the buyer is mailed). An
 * order the owner or the buyer moved on meanwhile, or asked again with a new deadline, is left alone.
 */
export const paymentFixDueTask = defineTask<{ orderId: number; dueAt: string }>('payment-fix-due', async (em, { orderId, dueAt }, { outbox }) => {
  // Checked under the order's lock, in the transaction that cancels it: a new proof committed a moment
  // before must not be cancelled as if it had never come.
  const stillDue = (order: Order) => order.status === 'awaiting_payment_fix' && order.paymentFixDueAt?.toISOString() === dueAt;
  await updateOrderStatus(em, outbox, SHOP_ACTOR, { id: orderId, status: 'cancelled', admin_notes: PAYMENT_FIX_EXPIRED_NOTE }, new Date(), stillDue);
});
