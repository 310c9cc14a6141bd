import { createRouter, publicProcedure } from '../../trpc/init.ts';
import { listActiveAnnouncements } from './announcements.service.ts';
import { heroCarousel } from './hero-slides.service.ts';

/** What the storefront shows around the pieces: the announcement bar and the hero slides. */
export const contentRouter = createRouter({
  announcements: publicProcedure.query(({ ctx }) => listActiveAnnouncements(ctx.em)),

  heroSlides: publicProcedure.query(({ ctx }) => heroCarousel(ctx.em)),
});
