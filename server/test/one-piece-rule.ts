import type { OrderStatus } from '../../shared/constants.ts';
import type { Em } from '../db/orm.ts';
import { productStatusFor } from '../modules/pieces/pieces.ts';

/**
 * design.md §2, "one piece, one sale" (an owner's "Mark as sold" is a sale too), checked for these pieces from the orders' own statuses (not the
 * copy on their lines). Answers each breach in words; none is an empty list.
 */
export async function breachesOfOnePieceOneSale(em: Em, productIds: number[]): Promise<string[]> {
  const twiceOpen = await em.execute<{ product_id: number; orders: number[] }[]>(
    `select oi.product_id, array_agg(o.id order by o.id) as orders
       from order_items oi join orders o on o.id = oi.order_id
      where o.status in ('pending', 'awaiting_payment_fix', 'approved', 'shipped') and oi.product_id in (?)
      group by oi.product_id having count(*) > 1`,
    [productIds],
  );
  const lines = await em.execute<{ id: number; order_id: number; copy: string; status: OrderStatus; released: boolean }[]>(
    `select oi.id, oi.order_id, oi.order_status as copy, o.status, oi.released
       from order_items oi join orders o on o.id = oi.order_id where oi.product_id in (?)`,
    [productIds],
  );
  const pieces = await em.execute<{ id: number; status: string; held: boolean; marked: boolean; holders: OrderStatus[] | null; orders: number[] | null }[]>(
    `select p.id, p.status, p.hold_expires_at is not null as held, p.marked_sold_at is not null as marked,
            array_agg(o.status order by o.id) filter (where o.id is not null) as holders,
            array_agg(o.id order by o.id) filter (where o.id is not null) as orders
       from products p
       left join order_items oi on oi.product_id = p.id and not oi.released
       left join orders o on o.id = oi.order_id and o.status <> 'cancelled'
      where p.id in (?)
      group by p.id`,
    [productIds],
  );
  return [
    ...twiceOpen.map((row) => `piece ${row.product_id} is in open orders ${row.orders.join(', ')}`),
    ...lines.flatMap((line) => [
      ...(line.copy === line.status ? [] : [`line ${line.id} says ${line.copy}, its order #${line.order_id} is ${line.status}`]),
      ...(line.released && ['pending', 'awaiting_payment_fix', 'approved', 'shipped'].includes(line.status) ? [`line ${line.id} of open order #${line.order_id} let its piece go`] : []),
    ]),
    ...pieces.flatMap((piece) => {
      const holders = piece.holders ?? [];
      if (holders.length > 1) return [`piece ${piece.id} is held by orders ${(piece.orders ?? []).join(', ')}`];
      // Marked sold by the owner (design.md §2 "Manual states") is a sale too: no order may hold the piece beside it.
      if (piece.marked && holders.length > 0) return [`piece ${piece.id} is marked sold and held by order ${(piece.orders ?? []).join(', ')}`];
      const expected = holders[0] ? productStatusFor(holders[0]) : piece.marked ? 'Sold' : 'Available';
      if (piece.status !== expected) return [`piece ${piece.id} is ${piece.status}; its orders make it ${expected}`];
      return piece.held && piece.status !== 'Available' ? [`piece ${piece.id} is ${piece.status} and still on hold`] : [];
    }),
  ];
}
