import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { PageMeta } from './catalog.ts';
import { OrderIdInput, OrderOutput } from './checkout.ts';
import { wholeNumber } from './common.ts';

export const ADMIN_ORDERS_PER_PAGE = 50;
export const MAX_ADMIN_ORDERS_PER_PAGE = 100;
export const MAX_ADMIN_NOTES_LENGTH = 2000;

export const ADMIN_ORDER_MESSAGES = {
  statusInvalid: 'Status must be one of pending, approved, shipped, delivered, cancelled',
  statusUpdated: 'Order status updated successfully.',
  notesTooLong: `Admin notes must be at most ${MAX_ADMIN_NOTES_LENGTH} characters`,
} as const;

const OrderStatus = z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid });

const Search = z.string().trim().max(100, 'Search is too long').optional();

/** The All Orders tab may say so: `?status=all` (or no status) means every status. */
const StatusFilter = z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), OrderStatus.optional());

/** Search matches the customer's name, Instagram username or email, or the order id (`12` or `#12`). */
export const AdminOrderListInput = z.strictObject({
  status: StatusFilter,
  search: Search,
  page: wholeNumber('The page must be a whole number').pipe(z.number().min(1).max(10_000)).default(1),
  per_page: wholeNumber('The page size must be a whole number')
    .pipe(z.number().min(1).max(MAX_ADMIN_ORDERS_PER_PAGE))
    .default(ADMIN_ORDERS_PER_PAGE),
});
export type AdminOrderListInput = z.input<typeof AdminOrderListInput>;

export const AdminOrderListOutput = z.object({ orders: z.array(OrderOutput), meta: PageMeta });
export type AdminOrderListOutput = z.infer<typeof AdminOrderListOutput>;

/** The tab counts follow the search box, so each tab says how many matches it holds. */
export const OrderCountsInput = z.strictObject({ search: Search });
export type OrderCountsInput = z.input<typeof OrderCountsInput>;

const Count = z.number().int();
export const OrderCountsOutput = z.object({
  all: Count,
  pending: Count,
  approved: Count,
  shipped: Count,
  delivered: Count,
  cancelled: Count,
});
export type OrderCountsOutput = z.infer<typeof OrderCountsOutput>;

/** Spec §3 "Order status update"; notes left out stay as they are, empty notes clear them. */
export const OrderStatusFields = z.strictObject({
  status: OrderStatus,
  admin_notes: z.string().trim().max(MAX_ADMIN_NOTES_LENGTH, ADMIN_ORDER_MESSAGES.notesTooLong).nullable().optional(),
});
export type OrderStatusFields = z.infer<typeof OrderStatusFields>;

export const UpdateOrderStatusInput = OrderStatusFields.extend({ id: OrderIdInput.shape.id }).strict();
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInput>;
