import { z } from 'zod';
import { QueuePlaceOutput } from '../../shared/schemas/queue.ts';
import { defineRoute, withPathFields } from './route.ts';

const PlaceEnvelope = z.object({ success: z.literal(true), data: QueuePlaceOutput });
const JoinBody = z.object({ email: z.email().optional().describe('Required for a guest (sent with X-Guest-ID); an account uses its own') });

const shared = { tag: 'Queue' };

/**
 * A piece's queue (design.md §8 "Next in line"): a signed-in user by Bearer session, else a guest by X-Guest-ID,
 * as the tRPC `queue.*` procedures take them.
 */
export const queueRoutes = [
  defineRoute({
    ...shared,
    access: 'public',
    method: 'get',
    path: '/products/:id/queue',
    summary: "The queue's length, and the caller's place in it (null when not in it) and turn",
    response: PlaceEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.queue.place({ product_id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    access: 'buyer',
    method: 'post',
    path: '/products/:id/queue',
    summary: 'Join the queue of a piece that is On Hold (the piece goes into the cart); 409 when it is not On Hold, is yours, or you wait in too many queues',
    body: JoinBody,
    response: PlaceEnvelope,
    rateLimited: true,
    handle: async ({ caller, params, body }) => ({
      success: true,
      data: await caller.queue.join(withPathFields(body ?? {}, { product_id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...shared,
    access: 'buyer',
    method: 'delete',
    path: '/products/:id/queue',
    summary: 'Leave the queue, or pass your turn: the next turn starts now, and the piece leaves your cart; 404 when not in it',
    response: PlaceEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.queue.leave({ product_id: params.id ?? '' }) }),
  }),
];
