import { z } from 'zod';
import { BUYER_KINDS } from '../constants.ts';
import { ProductOutput } from './catalog.ts';
import { wholeNumber } from './common.ts';

const ProductId = wholeNumber('The product_id field is required.').pipe(z.number().positive('The product_id field is required.'));

/** `size` and `quantity` come from the legacy guest cart (docs/product/api.md "Auth"): accepted and ignored. */
export const AddToCartInput = z.strictObject({
  product_id: ProductId,
  size: z.string().max(10).optional(),
  quantity: wholeNumber('The quantity must be 1').optional(),
});
export type AddToCartInput = z.infer<typeof AddToCartInput>;

export const RemoveFromCartInput = z.strictObject({
  cart_item_id: wholeNumber('The cart_item_id field is required.').pipe(z.number().positive('The cart_item_id field is required.')),
});
export type RemoveFromCartInput = z.infer<typeof RemoveFromCartInput>;

export const CartItemOutput = z.object({
  id: z.number().int(),
  product: ProductOutput,
  /** False when the piece is Sold, Pending, or held by someone else (docs/product/pieces-and-orders.md "Cart availability"). */
  is_available: z.boolean(),
  reserved_by_you: z.boolean(),
});
export type CartItemOutput = z.infer<typeof CartItemOutput>;

export const CartOutput = z.object({
  items: z.array(CartItemOutput),
  /** Sum of item prices in pesos; the line count is items.length (docs/product/rules.md "Delivery fees and totals"). */
  subtotal: z.number(),
  count: z.number().int(),
});
export type CartOutput = z.infer<typeof CartOutput>;

export const HoldOutput = z.object({
  hold_duration: z.number().int(),
  hold_expiry_time_in_seconds: z.number().int(),
  is_hold_expired: z.boolean(),
});
export type HoldOutput = z.infer<typeof HoldOutput>;

/**
 * One live hold as the owner sees it (design.md §8). A guest is named as they typed at checkout, or
 * by the start of their id only: the whole id is a bearer secret (design.md §2), and the start is
 * enough to tell guests apart.
 */
export const LiveHoldOutput = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string().nullable() }),
  buyer: z.object({
    kind: z.enum(BUYER_KINDS),
    /** The user's name; a guest's as typed at checkout (their profile), else "Guest" and the first characters of the guest id. */
    name: z.string(),
    email: z.string().nullable(),
  }),
  /** Where the hold was last taken from (an IPv4 address, or an IPv6 /64); null for an in-process caller. */
  address: z.string().nullable(),
  /** Null only for a hold written before starts were recorded. */
  started_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
});
export type LiveHoldOutput = z.infer<typeof LiveHoldOutput>;

export const LiveHoldsOutput = z.object({ holds: z.array(LiveHoldOutput) });
export type LiveHoldsOutput = z.infer<typeof LiveHoldsOutput>;

