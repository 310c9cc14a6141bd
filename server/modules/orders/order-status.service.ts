import { LockMode } from '@mikro-orm/core';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { UpdateOrderStatusInput } from '../../../shared/schemas/orders.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { releaseHold } from '../catalog/availability.ts';
import { Product } from '../catalog/product.entity.ts';
import { OrderItem } from './order-item.entity.ts';
import { Order } from './order.entity.ts';
import { getAdminOrder } from './order-management.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { claimsProducts, countsAsApproved, productStatusFor } from './order-status-effects.ts';

/**
 * Which of these products another order (not cancelled) still claims, and which order that is. An
 * order placed before the piece's last restock has let it go: the piece was put back on sale.
 */
async function claimsElsewhere(tx: Em, order: Order, products: Product[]): Promise<Map<number, number>> {
  const items = await tx.find(
    OrderItem,
    { product: { $in: products.map((product) => product.id) }, order: { id: { $ne: order.id }, status: { $ne: 'cancelled' } } },
    { populate: ['order'], fields: ['product', 'order.createdAt'], orderBy: { order: { id: 'asc' } } },
  );
  const restockedAt = new Map(products.map((product) => [product.id, product.restockedAt]));
  const claims = new Map<number, number>();
  for (const item of items) {
    if (!item.product || claims.has(item.product.id)) continue;
    const restocked = restockedAt.get(item.product.id);
    if (restocked && item.order.createdAt < restocked) continue;
    claims.set(item.product.id, item.order.id);
  }
  return claims;
}

/**
 * design.md §2: the products follow the order's new status. A one-off piece cannot belong to two live
 * orders, so reviving an order whose piece another order has since claimed is refused, and cancelling
 * leaves alone a piece another order claims.
 */
async function applyProductEffects(tx: Em, order: Order, status: OrderStatus): Promise<void> {
  const items = await tx.find(OrderItem, { order, product: { $ne: null } }, { fields: ['product'] });
  const productIds = [...new Set(items.flatMap((item) => (item.product ? [item.product.id] : [])))];
  if (productIds.length === 0) return;
  // Locked in id order, as holds and checkout lock them, so concurrent writers never deadlock.
  const products = await tx.find(Product, { id: { $in: productIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  const claims = await claimsElsewhere(tx, order, products);
  const contested = claimsProducts(status) ? products.find((product) => claims.has(product.id)) : undefined;
  if (contested) {
    throw new ConflictError(
      `${contested.name} is already in order #${claims.get(contested.id)}, so this order cannot be set to ${status}. Cancel that order first.`,
    );
  }
  for (const product of products) {
    if (claims.has(product.id)) continue;
    product.status = productStatusFor(status);
    releaseHold(product);
  }
}

/**
 * Sets an order's status and notes (spec §4: any status, no transition rules) and its products'
 * statuses, in one transaction. Products change only when the status does, so saving notes never
 * undoes a restock. `approved_at` records the first approval and is kept from then on.
 */
export async function updateOrderStatus(em: Em, input: UpdateOrderStatusInput, now = new Date()): Promise<OrderWithoutProofUrl> {
  await em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new NotFoundError('Order not found');
    if (input.admin_notes !== undefined) order.adminNotes = input.admin_notes || null;
    if (order.status !== input.status) {
      await applyProductEffects(tx, order, input.status);
      order.status = input.status;
      if (!order.approvedAt && countsAsApproved(input.status)) order.approvedAt = now;
    }
    await tx.flush();
  });
  return getAdminOrder(em.fork(), input.id);
}
