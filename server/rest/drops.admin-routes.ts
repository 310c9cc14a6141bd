import { z } from 'zod';
import { AssignPiecesFields, DROP_MESSAGES, DropChanges, DropDetailOutput, DropFields, DropOutput } from '../../shared/schemas/drops.ts';
import { defineRoute, withPathFields } from './route.ts';

const DropEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: DropOutput });
const DropDetailEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: DropDetailOutput });
const drops = { tag: 'Admin: drops', access: 'admin' as const };

/**
 * The owner's drops. Create and update take JSON, or multipart when they bring a `cover` image;
 * `drop_at` is an instant with its offset (`2026-11-27T20:00:00+08:00`). DELETE cancels (before the
 * drop opens): its pieces go back to Draft and the drop stays, marked cancelled.
 */
export const dropsAdminRoutes = [
  defineRoute({
    ...drops,
    method: 'get',
    path: '/admin/drops',
    summary: 'Every drop, the latest first, with its status and piece count',
    response: z.object({ success: z.literal(true), data: z.array(DropOutput) }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.drops.list() }),
  }),
  defineRoute({
    ...drops,
    method: 'post',
    path: '/admin/drops',
    summary: 'Create a drop; its address (slug) is made from the name unless given',
    body: DropFields,
    response: DropEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({ success: true, message: DROP_MESSAGES.created, data: await caller.admin.drops.create(body) }),
  }),
  defineRoute({
    ...drops,
    method: 'get',
    path: '/admin/drops/:id',
    summary: 'One drop with its pieces',
    response: DropDetailEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.drops.byId({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...drops,
    method: 'put',
    path: '/admin/drops/:id',
    summary: 'Change a drop: only the fields sent change; a new drop_at moves every piece with it',
    body: DropChanges,
    response: DropEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: DROP_MESSAGES.updated,
      data: await caller.admin.drops.update(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...drops,
    method: 'delete',
    path: '/admin/drops/:id',
    summary: 'Cancel a drop before it opens: its pieces go back to Draft',
    response: DropEnvelope,
    handle: async ({ caller, params }) => ({ success: true, message: DROP_MESSAGES.cancelledDone, data: await caller.admin.drops.cancel({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...drops,
    method: 'post',
    path: '/admin/drops/:id/pieces',
    summary: 'Add Draft pieces to a drop before it opens (`product_ids`); each takes the drop’s time',
    body: AssignPiecesFields,
    response: DropDetailEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: DROP_MESSAGES.piecesAssigned,
      data: await caller.admin.drops.assignPieces(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...drops,
    method: 'delete',
    path: '/admin/drops/:id/pieces/:product_id',
    summary: 'Take a piece out of a drop before it opens: it is a Draft again',
    response: DropDetailEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: DROP_MESSAGES.pieceRemoved,
      data: await caller.admin.drops.removePiece({ id: params.id ?? '', product_id: params.product_id ?? '' }),
    }),
  }),
];
