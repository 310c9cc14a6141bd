import type { OrderStatus } from '../../../shared/constants.ts';

/** An order its buyer has paid for: the owner approved the payment, and it may since have shipped or arrived. */
export const PAID_STATUSES = ['approved', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** The same, in SQL, for orders aliased `alias`. */
export const paidSql = (alias: string) => `${alias}.status in (${PAID_STATUSES.map((status) => `'${status}'`).join(', ')})`;
