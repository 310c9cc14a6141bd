import { LockMode } from '@mikro-orm/core';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { UpdateOrderStatusInput } from '../../../shared/schemas/orders.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { releaseHold } from '../catalog/availability.ts';
import { Product } from '../catalog/product.entity.ts';
import { orderStatusMail } from './mails/order-status.mail.ts';
import { OrderItem } from './order-item.entity.ts';
import { Order } from './order.entity.ts';
import { getAdminOrder } from './order-management.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { countsAsApproved, holdsPieces, isOpen, productStatusFor, statusName } from './order-status-effects.ts';
import { holdersOf, type Holder } from './piece-holders.ts';

function heldElsewhere(product: Product, holder: Holder, status: OrderStatus): ConflictError {
  const remedy = isOpen(holder.status) ? 'Cancel that order first.' : 'Restock the piece first if it came back.';
  return new ConflictError(
    `${product.name} is already in order #${holder.orderId} (${statusName(holder.status)}), so this order cannot be set to ${status}. ${remedy}`,
  );
}

/**
 * design.md §2: the order's pieces follow its new status. An order that holds its pieces takes them
 * back (a delivered piece's return is undone), unless another order holds one: then the change is
 * refused. A cancelled order lets go of the pieces it held; a piece it had already let go of (it came
 * back and was restocked) is left alone, as another buyer may have it now.
 */
async function applyProductEffects(tx: Em, order: Order, status: OrderStatus): Promise<void> {
  const items = await tx.find(OrderItem, { order, product: { $ne: null } }, { fields: ['product'] });
  const productIds = [...new Set(items.flatMap((item) => (item.product ? [item.product.id] : [])))];
  if (productIds.length === 0) return;
  // Locked in id order, as holds and checkout lock them, so concurrent writers never deadlock. What
  // the lines and holders say is read only now: a restock that held a lock before us has committed.
  const products = await tx.find(Product, { id: { $in: productIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  if (holdsPieces(status)) {
    const holders = await holdersOf(tx, productIds, order.id);
    for (const product of products) {
      const holder = holders.get(product.id);
      if (holder) throw heldElsewhere(product, holder, status);
    }
  }
  const letGo = await tx.find(OrderItem, { order, released: true }, { fields: ['product', 'released'], refresh: true });
  const letGoIds = new Set(letGo.flatMap((line) => (line.product ? [line.product.id] : [])));
  for (const line of letGo) line.released = false;
  for (const product of products) {
    if (!holdsPieces(status) && letGoIds.has(product.id)) continue;
    product.status = productStatusFor(status);
    releaseHold(product);
  }
}

/**
 * Sets an order's status and notes (spec §4: any status, no transition rules) and its products'
 * statuses, in one transaction. Products change only when the status does, so saving notes never
 * undoes a restock. `approved_at` records the first approval and is kept from then on. A change of
 * status sends the buyer its news, with the note as it stands, enqueued in the same transaction.
 */
export async function updateOrderStatus(em: Em, mail: MailOutbox, input: UpdateOrderStatusInput, now = new Date()): Promise<OrderWithoutProofUrl> {
  await em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new NotFoundError('Order not found');
    if (input.admin_notes !== undefined) order.adminNotes = input.admin_notes || null;
    if (order.status !== input.status) {
      await applyProductEffects(tx, order, input.status);
      order.status = input.status;
      if (!order.approvedAt && countsAsApproved(input.status)) order.approvedAt = now;
      await mail.enqueue(tx, orderStatusMail, { orderId: order.id, status: order.status, note: order.adminNotes ?? null });
    }
    await tx.flush();
  });
  return getAdminOrder(em.fork(), input.id);
}
