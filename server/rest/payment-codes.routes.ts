import { z } from 'zod';
import { CheckoutCodeInput, CheckoutCodeOutput } from '../../shared/schemas/payment-codes.ts';
import { defineRoute, type RestRoute } from './route.ts';

const CheckoutCodeEnvelope = z.object({ success: z.literal(true), data: CheckoutCodeOutput.nullable() });

/**
 * The code a buyer scans for their cart (docs/product/payment-codes.md), for a Bearer session and for a
 * guest's X-Guest-ID, as the cart's own paths are (design.md §3).
 */
function paymentCodeRouteFor(prefix: '' | '/guest'): RestRoute {
  const guest = prefix === '/guest';
  return defineRoute({
    tag: 'Cart',
    access: guest ? 'buyer' : 'user',
    as: guest ? 'guest' : 'user',
    method: 'get',
    path: `${prefix}/cart/payment-code`,
    summary: `The QR code that pays for ${guest ? 'the guest’s' : 'the signed-in user’s'} cart delivered to ?province= (null while the shop has none)`,
    query: CheckoutCodeInput,
    response: CheckoutCodeEnvelope,
    handle: async ({ caller, query }) => ({ success: true, data: await caller.paymentCodes.forCheckout({ province: query.province ?? null }) }),
  });
}

/** The code for one of the buyer's orders while it waits on its payment, on the order's own path of each kind of buyer. */
function orderCodeRouteFor(kind: 'user' | 'guest'): RestRoute {
  const guest = kind === 'guest';
  return defineRoute({
    tag: 'Orders',
    access: guest ? 'buyer' : 'user',
    as: kind,
    method: 'get',
    path: guest ? '/guest-orders/:id/payment-code' : '/orders/:id/payment-code',
    summary: `The QR code for the total of one of ${guest ? 'the guest’s' : 'the signed-in user’s'} orders while it waits on its payment (pending, or asked for a payment fix); null otherwise, or while the shop has no code`,
    response: CheckoutCodeEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.paymentCodes.forOrder({ id: params.id ?? '' }) }),
  });
}

export const paymentCodeRoutes = [paymentCodeRouteFor(''), paymentCodeRouteFor('/guest'), orderCodeRouteFor('user'), orderCodeRouteFor('guest')];
