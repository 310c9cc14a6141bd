import { ProductIdInput } from '../../../shared/schemas/catalog.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listLiveHolds, releaseLiveHold } from './hold-management.service.ts';

/** The owner's view of holds (design.md §8): every live hold, and releasing one by its piece's id. */
export const holdsAdminRouter = createRouter({
  list: adminProcedure.query(({ ctx }) => listLiveHolds(ctx.em)),

  release: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => releaseLiveHold(ctx.em, input.id, new Date(), ctx.mail)),
});
