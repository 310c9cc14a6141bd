import { z } from 'zod';
import { AnnouncementOutput, HeroCarouselOutput } from '../../shared/schemas/content.ts';
import { defineRoute } from './route.ts';

export const contentRoutes = [
  defineRoute({
    method: 'get',
    path: '/announcements',
    summary: 'Active announcements in display order',
    tag: 'Content',
    access: 'public',
    response: z.object({ data: z.array(AnnouncementOutput) }),
    handle: async ({ caller }) => ({ data: await caller.content.announcements() }),
  }),
  defineRoute({
    method: 'get',
    path: '/hero-carousel',
    summary: 'Active hero slides and the rotation interval',
    tag: 'Content',
    access: 'public',
    response: HeroCarouselOutput,
    handle: ({ caller }) => caller.content.heroSlides(),
  }),
];
