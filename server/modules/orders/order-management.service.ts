import { raw } from '@mikro-orm/sql';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListOutput, OrderCountsOutput, OrderFilters, PaymentMethodsOutput } from '../../../shared/schemas/admin-orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import type { Storage, StoredObject } from '../../storage/storage.ts';
import { orderWhere } from './order-filters.ts';
import { toOrderWithoutProofUrl, type OrderWithoutProofUrl } from './order-output.ts';
import { Order } from './order.entity.ts';

const ORDER_DETAIL = ['items', 'items.product', 'user'] as const;

export type AdminOrderFilters = OrderFilters & { page: number; per_page: number };

/** The admin list's order: newest first, the id breaking ties. */
export const ADMIN_ORDER_SORT = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

export async function listAdminOrders(em: Em, filters: AdminOrderFilters): Promise<{ orders: OrderWithoutProofUrl[]; meta: AdminOrderListOutput['meta'] }> {
  const [orders, total] = await em.findAndCount(Order, orderWhere(filters), {
    populate: ORDER_DETAIL,
    orderBy: [...ADMIN_ORDER_SORT],
    limit: filters.per_page,
    offset: (filters.page - 1) * filters.per_page,
  });
  return {
    orders: orders.map(toOrderWithoutProofUrl),
    meta: { page: filters.page, per_page: filters.per_page, total, last_page: Math.max(1, Math.ceil(total / filters.per_page)) },
  };
}

/** One grouped query for every tab's count, among the orders the other filters match. */
export async function countOrdersByStatus(em: Em, filters: Omit<OrderFilters, 'status'>): Promise<OrderCountsOutput> {
  const rows = await em
    .createQueryBuilder(Order, 'o')
    .select(['o.status', raw('count(*) as count')])
    .where(orderWhere(filters))
    .groupBy('o.status')
    .execute<{ status: OrderStatus; count: string | number }[]>('all', false);
  const counts: OrderCountsOutput = { all: 0, pending: 0, awaiting_payment_fix: 0, approved: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    if (!ORDER_STATUSES.includes(row.status)) continue;
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

/**
 * The payment methods orders were placed with, for the filter's choices: one spelling per method
 * whatever its case (the filter matches any case), in alphabetical order.
 */
export async function listPaymentMethods(em: Em): Promise<PaymentMethodsOutput> {
  const rows = await em
    .createQueryBuilder(Order, 'o')
    .select([raw('min(o.payment_method) as method')])
    .where({ paymentMethod: { $ne: null } })
    .groupBy(raw('lower(o.payment_method)'))
    .orderBy({ [raw('lower(o.payment_method)')]: 'asc' })
    .execute<{ method: string }[]>('all', false);
  return { payment_methods: rows.map((row) => row.method) };
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
