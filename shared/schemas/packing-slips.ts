import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { recordId } from './common.ts';
import { ADMIN_ORDER_MESSAGES } from './admin-orders.ts';
import { DeliveryOutputFields } from './profiles.ts';

/** A day's packing is some thirty orders; a print run past this is a mistake, not a day's work. */
export const MAX_PACKING_SLIPS = 200;

export const PACKING_SLIP_MESSAGES = {
  orderOrStatus: 'Choose one order, some orders or one status',
  tooMany: `Choose at most ${MAX_PACKING_SLIPS} orders`,
} as const;

/** Orders chosen on the order desk: a list, or in a query string their numbers joined by commas (`?orders=12,15`). */
const OrderIds = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z.array(recordId('Order not found')).min(1, PACKING_SLIP_MESSAGES.orderOrStatus).max(MAX_PACKING_SLIPS, PACKING_SLIP_MESSAGES.tooMany),
);

/**
 * The slips of one order (`?order=12`), of orders chosen on the order desk (`?orders=12,15`), or of
 * every order in a status (`?status=approved`), oldest first.
 */
export const PackingSlipsInput = z
  .strictObject({
    order: recordId('Order not found').optional(),
    orders: OrderIds.optional(),
    status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }).optional(),
  })
  .refine((input) => [input.order, input.orders, input.status].filter((chosen) => chosen !== undefined).length === 1, PACKING_SLIP_MESSAGES.orderOrStatus);
export type PackingSlipsInput = z.input<typeof PackingSlipsInput>;

/** What goes in the parcel with the pieces: who it is for, where, what is inside, and how it travels. */
export const PackingSlipOutput = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  customer_name: z.string(),
  ...DeliveryOutputFields,
  items: z.array(z.object({ name: z.string(), sku: z.string().nullable(), price: z.number() })),
  subtotal: z.number(),
  shipping_fee: z.number(),
  /** The centavos taken off to make the amount the order's own; 0 for most. */
  discount: z.number(),
  total_amount: z.number(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});
export type PackingSlipOutput = z.infer<typeof PackingSlipOutput>;

export const PackingSlipsOutput = z.object({
  slips: z.array(PackingSlipOutput),
  /** The sender's address every slip gives, for a parcel the courier brings back (the `return_address` setting). */
  return_address: z.string(),
  /** More orders matched than one print run takes (MAX_PACKING_SLIPS): the oldest are the slips. */
  more: z.boolean(),
});
export type PackingSlipsOutput = z.infer<typeof PackingSlipsOutput>;
