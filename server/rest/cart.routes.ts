import { z } from 'zod';
import { AddToCartInput, CartOutput, HoldOutput, RemoveFromCartInput } from '../../shared/schemas/cart.ts';
import { CART_MESSAGES } from '../../shared/cart-messages.ts';
import { AmountToPayInput, AmountToPayOutput } from '../../shared/schemas/orders.ts';
import { defineRoute, type RestRoute } from './route.ts';

const CartEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: CartOutput });
const AmountToPayEnvelope = z.object({ success: z.literal(true), data: AmountToPayOutput });
const HoldEnvelope = z.object({ success: z.boolean(), message: z.string(), ...HoldOutput.shape });

/**
 * The cart paths (docs/product/api.md "Cart"), twice (design.md §3): `/cart…` for a Bearer session and `/guest/cart…`
 * for a guest's X-Guest-ID, which ignores any session so the guest's own cart is the one answered.
 */
function cartRoutesFor(prefix: '' | '/guest'): RestRoute[] {
  const guest = prefix === '/guest';
  const shared = { tag: 'Cart', access: guest ? ('buyer' as const) : ('user' as const), as: guest ? ('guest' as const) : ('user' as const) };
  const who = guest ? 'the guest (X-Guest-ID)' : 'the signed-in user';
  return [
    defineRoute({
      ...shared,
      method: 'get',
      path: `${prefix}/cart`,
      summary: `The cart of ${who}, with each line's availability`,
      response: CartEnvelope,
      handle: async ({ caller }) => ({ success: true, data: await caller.cart.get() }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/add`,
      summary: 'Add a piece (refused when it is sold or held by someone else); `size` and `quantity` are ignored',
      body: AddToCartInput,
      response: CartEnvelope,
      handle: async ({ caller, body }) => ({
        success: true,
        message: 'Product added to cart!',
        data: await caller.cart.add(body),
      }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/remove`,
      summary: 'Remove one line',
      body: RemoveFromCartInput,
      response: CartEnvelope,
      handle: async ({ caller, body }) => ({
        success: true,
        message: 'Item removed from cart',
        data: await caller.cart.remove(body),
      }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/clear`,
      summary: 'Remove every line',
      response: CartEnvelope,
      handle: async ({ caller }) => ({ success: true, message: 'Cart cleared successfully', data: await caller.cart.clear() }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/hold`,
      summary: 'Hold every piece in the cart for product_hold_duration minutes, all or none (409 when any is taken)',
      response: HoldEnvelope,
      rateLimited: true,
      handle: async ({ caller }) => ({ success: true, message: 'Products held successfully', ...(await caller.cart.hold()) }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/amount-to-pay`,
      summary:
        'What to pay for the cart delivered to `province`, in centavos, asked once its pieces are held. With the shop’s distinct amounts on, up to 99 centavos come off so the amount is this buyer’s own, kept for them while a hold lasts; place the order with these `shipping_fee` and `grand_total` (in pesos)',
      body: AmountToPayInput,
      response: AmountToPayEnvelope,
      handle: async ({ caller, body }) => ({ success: true, data: await caller.orders.amountToPay(body) }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      path: `${prefix}/cart/release`,
      summary: `End the holds of ${who} on the pieces in the cart (they stay in the cart and are Available to everyone at once); idempotent`,
      response: CartEnvelope,
      handle: async ({ caller }) => ({ success: true, message: CART_MESSAGES.released, data: await caller.cart.release() }),
    }),
  ];
}

export const cartRoutes = [...cartRoutesFor(''), ...cartRoutesFor('/guest')];
