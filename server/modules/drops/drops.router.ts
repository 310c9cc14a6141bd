import { DropSlugInput } from '../../../shared/schemas/drops.ts';
import { viewerOf } from '../../buyer.ts';
import { createRouter, publicProcedure } from '../../trpc/init.ts';
import { publicDropAtOpening, upcomingDrop } from './drop-pages.service.ts';

/** What shoppers see of drops: a drop's page and the home page's strip, each with the server's time. */
export const dropsRouter = createRouter({
  bySlug: publicProcedure.input(DropSlugInput).query(({ ctx, input }) => publicDropAtOpening(ctx.em, input.slug, viewerOf(ctx))),

  upcoming: publicProcedure.query(({ ctx }) => upcomingDrop(ctx.em)),
});
