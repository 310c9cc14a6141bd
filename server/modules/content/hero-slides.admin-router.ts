import { CarouselIntervalInput, CreateHeroSlideInput, HeroSlideIdInput, UpdateHeroSlideInput } from '../../../shared/schemas/content.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { allHeroSlides } from './hero-slides.service.ts';
import { createHeroSlide, deleteHeroSlide, setCarouselInterval, updateHeroSlide } from './hero-slides.service.ts';

/** Hero carousel slides (docs/product/screens.md "Shop Settings and hero slides"). Inputs may be FormData (uploads) or plain objects. */
export const heroSlidesAdminRouter = createRouter({
  list: adminProcedure.query(({ ctx }) => allHeroSlides(ctx.em)),

  create: adminProcedure.input(CreateHeroSlideInput).mutation(({ ctx, input }) => createHeroSlide(ctx.em, ctx.storage, input)),

  update: adminProcedure.input(UpdateHeroSlideInput).mutation(({ ctx, input: { id, ...changes } }) => updateHeroSlide(ctx.em, ctx.storage, id, changes)),

  delete: adminProcedure.input(HeroSlideIdInput).mutation(async ({ ctx, input }) => {
    await deleteHeroSlide(ctx.em, ctx.storage, input.id);
    return { id: input.id };
  }),

  setInterval: adminProcedure.input(CarouselIntervalInput).mutation(({ ctx, input }) => setCarouselInterval(ctx.em, input.interval)),
});
