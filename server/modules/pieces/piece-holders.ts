import type { OrderStatus } from '../../../shared/constants.ts';
import { placeholders } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { OPEN_ORDER_STATUSES } from './order-status-effects.ts';

/**
 * The order that holds a piece (design.md §2), as its order line records it: the line's own status
 * copy and its `released` mark, which the unique index `order_items_one_holder_per_piece` reads. Read
 * and written in SQL over `order_items`, so the piece's rules need no part of the orders module.
 */
export type Holder = { lineId: number; orderId: number; status: OrderStatus };

type HolderRow = { line_id: number; product_id: number; order_id: number; order_status: OrderStatus };

/**
 * Which order holds each of these pieces, leaving out the lines of `exceptOrderId`. The unique index
 * makes the answer one order per piece at most; callers lock the products first, so no holder can
 * appear between this read and their write.
 */
export async function holdersOf(em: Em, productIds: number[], exceptOrderId?: number): Promise<Map<number, Holder>> {
  if (productIds.length === 0) return new Map();
  const except = exceptOrderId === undefined ? '' : 'and order_id <> ?';
  const rows = await em.execute<HolderRow[]>(
    `select id as line_id, product_id, order_id, order_status from order_items
     where product_id in (${placeholders(productIds)}) and order_status <> 'cancelled' and not released ${except}`,
    exceptOrderId === undefined ? productIds : [...productIds, exceptOrderId],
  );
  return new Map(rows.map((row) => [row.product_id, { lineId: row.line_id, orderId: row.order_id, status: row.order_status }]));
}

/** The piece came back to the shop: its order's line lets go of it, so it can be sold again. */
export async function letGo(tx: Em, holder: Holder): Promise<void> {
  await tx.execute('update order_items set released = true where id = ?', [holder.lineId]);
}

/** The first order still open with a line for this piece, whether or not the line still holds it. */
export async function openOrderWith(em: Em, productId: number): Promise<number | null> {
  const rows = await em.execute<{ order_id: number }[]>(
    `select o.id as order_id from order_items i join orders o on o.id = i.order_id
     where i.product_id = ? and o.status in (${placeholders(OPEN_ORDER_STATUSES)}) order by o.id limit 1`,
    [productId, ...OPEN_ORDER_STATUSES],
  );
  return rows[0]?.order_id ?? null;
}
