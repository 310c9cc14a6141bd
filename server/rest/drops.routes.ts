import { z } from 'zod';
import { PublicDropOutput, UpcomingDropOutput } from '../../shared/schemas/drops.ts';
import { defineRoute } from './route.ts';

const drops = { tag: 'Drops', access: 'public' as const };

/** A drop's page and the home page's strip; both carry `server_time` so clients count down by the server's clock. */
export const dropsRoutes = [
  // Before `/drops/:slug`: `upcoming` is no drop's address (shared/schemas/drops.ts reserves it).
  defineRoute({
    ...drops,
    method: 'get',
    path: '/drops/upcoming',
    summary: 'The next drop (opening within 7 days, else opened within the last day), or null',
    response: z.object({ data: UpcomingDropOutput }),
    handle: async ({ caller }) => ({ data: await caller.drops.upcoming() }),
  }),
  defineRoute({
    ...drops,
    method: 'get',
    path: '/drops/:slug',
    summary: 'A drop: its pieces once it has opened; before that, when shown, only their photos (no names, prices or ids). Asked for within 2 s of the opening, it answers at the opening',
    response: z.object({ data: PublicDropOutput }),
    handle: async ({ caller, params }) => ({ data: await caller.drops.bySlug({ slug: params.slug ?? '' }) }),
  }),
];
