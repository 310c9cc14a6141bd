import { ProductIdInput } from '../../../shared/schemas/catalog.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { adminQueue, clearQueue } from './queue.service.ts';

/** The owner's view of a piece's queue: who waits, in order, and clearing it. */
export const queueAdminRouter = createRouter({
  list: adminProcedure.input(ProductIdInput).query(({ ctx, input }) => adminQueue(ctx.em, input.id)),

  clear: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => clearQueue(ctx.em, ctx.mail, ctx.user, input.id)),
});
