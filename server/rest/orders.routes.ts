import { z } from 'zod';
import { OrderOutput, PlaceGuestOrderInput, PlaceOrderInput } from '../../shared/schemas/orders.ts';
import { OrderEnvelope } from './envelopes.ts';
import { StoredImage } from './private-image.ts';
import { GUEST_PROOF_PATH, USER_PROOF_PATH } from './proof-urls.ts';
import { defineRoute } from './route.ts';

const OrdersEnvelope = z.object({ success: z.literal(true), data: z.object({ orders: z.array(OrderOutput) }) });
/** A guest's placed order carries the path of a link that opens it on any device (orders.placeAsGuest). */
const PlacedGuestOrderEnvelope = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ order: OrderOutput.extend({ view_link: z.string().meta({ description: 'The path of a link that opens this order read-only on any device (/orders/view?token=…)' }) }) }),
});
const PLACED = 'Order placed successfully';

export const ordersRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders',
    as: 'user',
    summary: 'Place an order from the signed-in user’s cart (multipart, with payment_proof)',
    tag: 'Orders',
    access: 'user',
    body: PlaceOrderInput,
    response: OrderEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({ success: true, message: PLACED, data: { order: await caller.orders.place(body) } }),
  }),
  defineRoute({
    method: 'post',
    path: '/guest-orders',
    summary: 'Place an order from the guest’s cart (multipart, with payment_proof, guest_id, email, cart_items)',
    tag: 'Orders',
    access: 'buyer',
    as: 'guest',
    body: PlaceGuestOrderInput,
    response: PlacedGuestOrderEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({
      success: true,
      message: PLACED,
      data: { order: await caller.orders.placeAsGuest(body) },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/orders',
    as: 'user',
    summary: 'The signed-in user’s orders, newest first',
    tag: 'Orders',
    access: 'user',
    response: OrdersEnvelope,
    handle: async ({ caller }) => ({ success: true, data: await caller.orders.list() }),
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id',
    as: 'user',
    summary: 'One of the signed-in user’s orders',
    tag: 'Orders',
    access: 'user',
    response: OrderEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: { order: await caller.orders.byId({ id: params.id ?? '' }) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/guest-orders',
    summary: 'The guest’s orders; the guest_id query parameter must equal the X-Guest-ID header',
    tag: 'Orders',
    access: 'buyer',
    as: 'guest',
    query: z.object({ guest_id: z.string() }),
    response: OrdersEnvelope,
    handle: async ({ caller, query }) => ({ success: true, data: await caller.orders.guestList({ guest_id: query.guest_id ?? '' }) }),
  }),
  defineRoute({
    method: 'get',
    path: '/guest-orders/:id',
    summary: 'One of the guest’s orders',
    tag: 'Orders',
    access: 'buyer',
    as: 'guest',
    response: OrderEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: { order: await caller.orders.guestById({ id: params.id ?? '' }) } }),
  }),
  defineRoute({
    method: 'get',
    path: USER_PROOF_PATH,
    as: 'user',
    summary: 'The proof of payment of one of the signed-in user’s orders (an image, never cached)',
    tag: 'Orders',
    access: 'user',
    produces: 'image',
    response: StoredImage,
    handle: ({ caller, params }) => caller.orders.proof({ id: params.id ?? '' }),
  }),
  defineRoute({
    method: 'get',
    path: GUEST_PROOF_PATH,
    summary: 'The proof of payment of one of the guest’s orders (an image, never cached)',
    tag: 'Orders',
    access: 'buyer',
    as: 'guest',
    produces: 'image',
    response: StoredImage,
    handle: ({ caller, params }) => caller.orders.guestProof({ id: params.id ?? '' }),
  }),
];
