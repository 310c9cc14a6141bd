import { z } from 'zod';
import { CarouselIntervalInput, HERO_SLIDE_MESSAGES, HeroSlideChanges, HeroSlideFields } from '../../shared/schemas/admin-hero-slides.ts';
import { HeroCarouselOutput, HeroSlideOutput } from '../../shared/schemas/catalog.ts';
import { defineRoute } from './route.ts';

const SlideEnvelope = z.object({ success: z.literal(true), message: z.string(), data: HeroSlideOutput });
const shared = { tag: 'Admin: hero carousel', access: 'admin' as const };

/**
 * The admin carousel calls of spec §7. Multipart fields: image, title, subtitle, link, order, is_active
 * (1/0) and view_type; an update comes as `POST /admin/hero-carousel/{id}` with `_method=PUT`.
 */
export const adminHeroSlideRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/hero-carousel',
    summary: 'Every slide (desktop first, then by order) and the rotation interval in ms',
    response: z.object({ success: z.literal(true), data: HeroCarouselOutput }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.heroSlides.list() }),
  }),
  // Before `/admin/hero-carousel/:id`, whose `_method=PUT` form posts share the POST method.
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/hero-carousel/interval',
    summary: 'Set the rotation interval: at least 1000 ms, in steps of 100 ms',
    body: CarouselIntervalInput,
    response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ interval: z.number().int() }) }),
    handle: async ({ caller, body }) => ({
      success: true,
      message: HERO_SLIDE_MESSAGES.intervalUpdated,
      data: await caller.admin.heroSlides.setInterval(body),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/hero-carousel',
    summary: 'Create a slide (multipart; the image is required and checked by its bytes)',
    body: HeroSlideFields,
    response: SlideEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({
      success: true,
      message: HERO_SLIDE_MESSAGES.created,
      data: await caller.admin.heroSlides.create(body),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'put',
    path: '/admin/hero-carousel/:id',
    summary: 'Change a slide; without an image it keeps its own (a new view type needs a new image)',
    body: HeroSlideChanges,
    response: SlideEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: HERO_SLIDE_MESSAGES.updated,
      data: await caller.admin.heroSlides.update({ ...body, id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/hero-carousel/:id',
    summary: 'Delete a slide and its stored image',
    response: z.object({ success: z.literal(true), message: z.string() }),
    handle: async ({ caller, params }) => {
      await caller.admin.heroSlides.delete({ id: params.id ?? '' });
      return { success: true, message: HERO_SLIDE_MESSAGES.deleted };
    },
  }),
];
