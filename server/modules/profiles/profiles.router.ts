import { GuestProfileInput } from '../../../shared/schemas/profiles.ts';
import { buyerProcedure, createRouter } from '../../trpc/init.ts';
import { getProfile, saveProfile } from './profiles.service.ts';

/** Delivery details kept for the next checkout; a user's name and email come from the account. */
export const profilesRouter = createRouter({
  get: buyerProcedure.query(({ ctx }) => getProfile(ctx.em, ctx.buyer)),

  save: buyerProcedure.input(GuestProfileInput).mutation(({ ctx, input }) => saveProfile(ctx.em, ctx.buyer, input)),
});
