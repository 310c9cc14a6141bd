import { z } from 'zod';
import { AdminQueueOutput } from '../../shared/schemas/queue.ts';
import { QUEUE_MESSAGES } from '../../shared/queue-messages.ts';
import { defineRoute } from './route.ts';

const shared = { tag: 'Admin: queues', access: 'admin' as const };

/** The owner's view of a piece's queue, and clearing it (recorded as a `queue-cleared` product event). */
export const queueAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/products/:id/queue',
    summary: 'Who waits for product {id}, in order: buyer, e-mail, when they joined, their turn',
    response: z.object({ success: z.literal(true), data: AdminQueueOutput }),
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.queue.list({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/products/:id/queue',
    summary: "Clear product {id}'s queue: everyone in it leaves; the piece is Available when its hold ends",
    response: z.object({ success: z.literal(true), message: z.string(), data: AdminQueueOutput }),
    handle: async ({ caller, params }) => ({ success: true, message: QUEUE_MESSAGES.cleared, data: await caller.admin.queue.clear({ id: params.id ?? '' }) }),
  }),
];
