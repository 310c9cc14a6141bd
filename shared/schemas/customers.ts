import { z } from 'zod';
import { PageMeta } from './catalog.ts';
import { wholeNumber } from './common.ts';

export const CUSTOMERS_PER_PAGE = 30;

export const CUSTOMER_MESSAGES = {
  searchTooLong: 'Search is too long',
  pageInvalid: 'The page must be a whole number',
} as const;

/** The owner's customer list: a search over e-mail and name, page by page. */
export const CustomerListInput = z.strictObject({
  search: z.string().trim().max(100, CUSTOMER_MESSAGES.searchTooLong).optional(),
  page: wholeNumber(CUSTOMER_MESSAGES.pageInvalid).pipe(z.number().min(1).max(10_000)).default(1),
});
export type CustomerListInput = z.input<typeof CustomerListInput>;

/**
 * One customer: an e-mail address, however it bought (with an account, as a guest, or both), in
 * lower case. `name`: the account's, else the one on their latest order. `spent_centavos`: the
 * totals of their paid orders (approved, shipped or delivered).
 */
export const CustomerOutput = z.object({
  email: z.string(),
  name: z.string(),
  has_account: z.boolean(),
  orders: z.number(),
  paid_orders: z.number(),
  spent_centavos: z.number(),
  last_order_at: z.string().nullable(),
});
export type CustomerOutput = z.infer<typeof CustomerOutput>;

export const CustomerListOutput = z.object({ customers: z.array(CustomerOutput), meta: PageMeta });
export type CustomerListOutput = z.infer<typeof CustomerListOutput>;
