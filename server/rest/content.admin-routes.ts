import { z } from 'zod';
import { ANNOUNCEMENT_MESSAGES, AnnouncementChanges, AnnouncementFields, ToggleAnnouncementFields, CarouselIntervalInput, HERO_SLIDE_MESSAGES, HeroSlideChanges, HeroSlideFields, AnnouncementOutput, HeroCarouselOutput, HeroSlideOutput } from '../../shared/schemas/content.ts';
import { SuccessMessage } from './envelopes.ts';
import { defineRoute, withPathFields } from './route.ts';

const AnnouncementEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: AnnouncementOutput });
const announcements = { tag: 'Admin: announcements', access: 'admin' as const };

const SlideEnvelope = z.object({ success: z.literal(true), message: z.string(), data: HeroSlideOutput });
const heroSlides = { tag: 'Admin: hero carousel', access: 'admin' as const };

/**
 * The admin announcement and hero carousel calls (docs/product/api.md "Announcements", "Hero
 * carousel"); snake_case fields as docs/product/pieces-and-orders.md names them.
 * Carousel multipart fields: image, title, subtitle, link, order, is_active (1/0) and view_type; an
 * update comes as `POST /admin/hero-carousel/{id}` with `_method=PUT`.
 */
export const contentAdminRoutes = [
  defineRoute({
    ...announcements,
    method: 'get',
    path: '/admin/announcements',
    summary: 'Every announcement, active or not, in ascending display order',
    response: z.object({ success: z.literal(true), data: z.array(AnnouncementOutput) }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.announcements.list() }),
  }),
  defineRoute({
    ...announcements,
    method: 'post',
    path: '/admin/announcements',
    summary: 'Create an announcement (defaults: active, order 0, #000000 on #FFFFFF text, no button)',
    body: AnnouncementFields,
    response: AnnouncementEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.created,
      data: await caller.admin.announcements.create(body),
    }),
  }),
  defineRoute({
    ...announcements,
    method: 'get',
    path: '/admin/announcements/:id',
    summary: 'One announcement',
    response: AnnouncementEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.announcements.byId({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...announcements,
    method: 'put',
    path: '/admin/announcements/:id',
    summary: 'Change an announcement: only the fields sent change',
    body: AnnouncementChanges,
    response: AnnouncementEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.updated,
      data: await caller.admin.announcements.update(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...announcements,
    method: 'delete',
    path: '/admin/announcements/:id',
    summary: 'Delete an announcement',
    response: SuccessMessage,
    handle: async ({ caller, params }) => {
      await caller.admin.announcements.delete({ id: params.id ?? '' });
      return { success: true, message: ANNOUNCEMENT_MESSAGES.deleted };
    },
  }),
  defineRoute({
    ...announcements,
    method: 'post',
    path: '/admin/announcements/:id/toggle',
    summary: 'Activate or deactivate: takes is_active when sent, else flips it',
    body: ToggleAnnouncementFields,
    response: AnnouncementEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.statusUpdated,
      data: await caller.admin.announcements.toggle(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...heroSlides,
    method: 'get',
    path: '/admin/hero-carousel',
    summary: 'Every slide (desktop first, then by order) and the rotation interval in ms',
    response: z.object({ success: z.literal(true), data: HeroCarouselOutput }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.heroSlides.list() }),
  }),
  // Before `/admin/hero-carousel/:id`, whose `_method=PUT` form posts share the POST method.
  defineRoute({
    ...heroSlides,
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
    ...heroSlides,
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
    ...heroSlides,
    method: 'put',
    path: '/admin/hero-carousel/:id',
    summary: 'Change a slide; without an image it keeps its own (a new view type needs a new image)',
    body: HeroSlideChanges,
    response: SlideEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: HERO_SLIDE_MESSAGES.updated,
      data: await caller.admin.heroSlides.update(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...heroSlides,
    method: 'delete',
    path: '/admin/hero-carousel/:id',
    summary: 'Delete a slide and its stored image',
    response: SuccessMessage,
    handle: async ({ caller, params }) => {
      await caller.admin.heroSlides.delete({ id: params.id ?? '' });
      return { success: true, message: HERO_SLIDE_MESSAGES.deleted };
    },
  }),
];
