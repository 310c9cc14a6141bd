import { z } from 'zod';
import {
  AnnouncementOutput,
  HeroCarouselOutput,
  ProductListInput,
  ProductListOutput,
  ProductOutput,
  PublicSettingsOutput,
} from '../../shared/schemas/catalog.ts';
import { defineRoute } from './route.ts';

/** Query strings skip empty values (spec §7): `?size=&search=` means no filter. */
export function nonEmpty(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

export const catalogRoutes = [
  defineRoute({
    method: 'get',
    path: '/products',
    summary: 'List products: filters, Sold last, newest first, paged',
    tag: 'Products',
    access: 'public',
    query: ProductListInput,
    response: ProductListOutput,
    handle: ({ caller, query }) => caller.catalog.list(ProductListInput.parse(nonEmpty(query))),
  }),
  defineRoute({
    method: 'get',
    path: '/products/:id',
    summary: 'One product',
    tag: 'Products',
    access: 'public',
    response: z.object({ data: ProductOutput }),
    handle: async ({ caller, params }) => ({ data: await caller.catalog.byId({ id: Number(params.id) }) }),
  }),
  defineRoute({
    method: 'get',
    path: '/announcements',
    summary: 'Active announcements in display order',
    tag: 'Content',
    access: 'public',
    response: z.object({ data: z.array(AnnouncementOutput) }),
    handle: async ({ caller }) => ({ data: await caller.catalog.announcements() }),
  }),
  defineRoute({
    method: 'get',
    path: '/hero-carousel',
    summary: 'Active hero slides and the rotation interval',
    tag: 'Content',
    access: 'public',
    response: HeroCarouselOutput,
    handle: ({ caller }) => caller.catalog.heroCarousel(),
  }),
  defineRoute({
    method: 'get',
    path: '/settings',
    summary: 'Public shop settings (fees, thresholds, checkout texts)',
    tag: 'Settings',
    access: 'public',
    response: z.object({ data: PublicSettingsOutput }),
    handle: async ({ caller }) => ({ data: await caller.catalog.settings() }),
  }),
];
