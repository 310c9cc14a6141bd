import type { OrderStatus } from '../../../shared/constants.ts';
import type { Em } from '../../db/orm.ts';
import { OrderItem } from './order-item.entity.ts';

/** The order that holds a piece (design.md §2), as its order line records it. */
export type Holder = { line: OrderItem; orderId: number; status: OrderStatus };

/**
 * Which order holds each of these pieces, leaving out the lines of `exceptOrderId`. The unique index
 * `order_items_one_holder_per_piece` makes the answer one order per piece at most; callers lock the
 * products first, so no holder can appear between this read and their write.
 */
export async function holdersOf(em: Em, productIds: number[], exceptOrderId?: number): Promise<Map<number, Holder>> {
  const lines = await em.find(OrderItem, {
    product: { $in: productIds },
    orderStatus: { $ne: 'cancelled' },
    released: false,
    ...(exceptOrderId !== undefined && { order: { $ne: exceptOrderId } }),
  });
  return new Map(lines.flatMap((line) => (line.product ? [[line.product.id, { line, orderId: line.order.id, status: line.orderStatus }]] : [])));
}
