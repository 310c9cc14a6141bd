import { raw } from '@mikro-orm/sql';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListOutput, OrderCountsOutput } from '../../../shared/schemas/orders.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import type { Storage, StoredObject } from '../../storage/storage.ts';
import { toOrderWithoutProofUrl, type OrderWithoutProofUrl } from './order-output.ts';
import { Order } from './order.entity.ts';

const ORDER_DETAIL = ['items', 'items.product', 'user'] as const;

/** An order id typed with or without its `#`, within the integer column's range. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

function searchFilter(search: string | undefined) {
  if (!search) return {};
  const pattern = containsPattern(search);
  const orderNumber = ORDER_NUMBER.exec(search)?.[1];
  return {
    $or: [
      { customerName: { $ilike: pattern } },
      { instagramUsername: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      ...(orderNumber ? [{ id: Number(orderNumber) }] : []),
    ],
  };
}

export type AdminOrderFilters = { status?: OrderStatus; search?: string; page: number; per_page: number };

/** Which orders the admin list shows for its filters (the page aside): the list and its neighbours agree. */
export function adminOrderWhere(filters: Omit<AdminOrderFilters, 'page' | 'per_page'>) {
  return { ...(filters.status && { status: filters.status }), ...searchFilter(filters.search) };
}

/** The admin list's order: newest first, the id breaking ties. */
export const ADMIN_ORDER_SORT = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

export async function listAdminOrders(em: Em, filters: AdminOrderFilters): Promise<{ orders: OrderWithoutProofUrl[]; meta: AdminOrderListOutput['meta'] }> {
  const [orders, total] = await em.findAndCount(
    Order,
    adminOrderWhere(filters),
    {
      populate: ORDER_DETAIL,
      orderBy: [...ADMIN_ORDER_SORT],
      limit: filters.per_page,
      offset: (filters.page - 1) * filters.per_page,
    },
  );
  return {
    orders: orders.map(toOrderWithoutProofUrl),
    meta: { page: filters.page, per_page: filters.per_page, total, last_page: Math.max(1, Math.ceil(total / filters.per_page)) },
  };
}

/** One grouped query for every tab's count. */
export async function countOrdersByStatus(em: Em, search?: string): Promise<OrderCountsOutput> {
  const rows = await em
    .createQueryBuilder(Order, 'o')
    .select(['o.status', raw('count(*) as count')])
    .where(searchFilter(search))
    .groupBy('o.status')
    .execute<{ status: OrderStatus; count: string | number }[]>('all', false);
  const counts: OrderCountsOutput = { all: 0, pending: 0, approved: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    if (!ORDER_STATUSES.includes(row.status)) continue;
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

export async function getAdminOrder(em: Em, id: number): Promise<OrderWithoutProofUrl> {
  const order = await em.findOne(Order, { id }, { populate: ORDER_DETAIL });
  if (!order) throw new NotFoundError('Order not found');
  return toOrderWithoutProofUrl(order);
}

export async function adminOrderProof(em: Em, storage: Storage, id: number): Promise<StoredObject> {
  const order = await em.findOne(Order, { id }, { fields: ['paymentProofKey'] });
  if (!order) throw new NotFoundError('Order not found');
  const proof = await storage.get(order.paymentProofKey);
  if (!proof) throw new NotFoundError('Proof of payment not found');
  return proof;
}
