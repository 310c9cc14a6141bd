import { z } from 'zod';
import { LiveHoldsOutput } from '../../shared/schemas/cart.ts';
import { HOLD_ADMIN_MESSAGES } from '../../shared/cart-messages.ts';
import { SuccessMessage } from './envelopes.ts';
import { defineRoute } from './route.ts';

const shared = { tag: 'Admin: holds', access: 'admin' as const };

/** The owner's holds list (design.md §8), a path docs/product/api.md leaves open: `{data: {holds}}` as other lists. */
export const cartAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/holds',
    summary: 'Every live hold, soonest to lapse first: the piece, its buyer (a guest by the start of its id), the address and until when',
    response: z.object({ success: z.literal(true), data: LiveHoldsOutput }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.holds.list() }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/holds/:id',
    summary: 'Release the live hold on product {id}: the piece is Available at once; 404 when it is not on hold',
    response: SuccessMessage,
    handle: async ({ caller, params }) => {
      await caller.admin.holds.release({ id: params.id ?? '' });
      return { success: true, message: HOLD_ADMIN_MESSAGES.released };
    },
  }),
];
