import type { Em } from '../../../db/orm.ts';
import type { Order } from '../order.entity.ts';

/** Where a mail's "View your order" leads: the buyer's orders in the shop (for a guest, on the browser that ordered). */
export async function viewOrderUrl(_em: Em, _order: Order, origin: string): Promise<string> {
  return `${origin}/my-orders`;
}
