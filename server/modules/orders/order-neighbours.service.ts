import type { OrderNeighboursOutput } from '../../../shared/schemas/admin-orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { orderWhere } from './order-filters.ts';
import { ADMIN_ORDER_SORT, type AdminOrderFilters } from './order-management.service.ts';
import { Order } from './order.entity.ts';

type Place = { createdAt: Date; id: number };

/** Orders listed above `place` (newer; the same time, a higher id), in the list's order (ADMIN_ORDER_SORT). */
const above = ({ createdAt, id }: Place) => ({ $or: [{ createdAt: { $gt: createdAt } }, { createdAt, id: { $gt: id } }] });
const below = ({ createdAt, id }: Place) => ({ $or: [{ createdAt: { $lt: createdAt } }, { createdAt, id: { $lt: id } }] });

/**
 * The orders either side of one in the admin list for these filters, each with the page it is on, so
 * the owner steps through the whole filtered list, across pages. Found by the order's place in the
 * list's sort, not by its index in a page: the order may have left the filter (approved on the
 * Pending tab) and the next one is still the one below it.
 */
export async function orderNeighbours(
  em: Em,
  id: number,
  filters: Omit<AdminOrderFilters, 'page'>,
): Promise<OrderNeighboursOutput> {
  const order = await em.findOne(Order, { id }, { fields: ['createdAt'] });
  if (!order) throw new NotFoundError('Order not found');
  const where = orderWhere(filters);
  const place = { createdAt: order.createdAt, id: order.id };
  const previous = await em.findOne(Order, { $and: [where, above(place)] }, { fields: ['createdAt'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const next = await em.findOne(Order, { $and: [where, below(place)] }, { fields: ['createdAt'], orderBy: [...ADMIN_ORDER_SORT] });
  /** Where a neighbour sits: how many orders of the filter come before it decides its page. */
  const withPage = async (neighbour: Place | null) => {
    if (!neighbour) return null;
    const before = await em.count(Order, { $and: [where, above(neighbour)] });
    return { id: neighbour.id, page: Math.floor(before / filters.per_page) + 1 };
  };
  return { previous: await withPage(previous), next: await withPage(next) };
}
