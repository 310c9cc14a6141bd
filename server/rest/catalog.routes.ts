import { z } from 'zod';
import { ProductCard, ProductListInput, ProductListOutput, ProductOutput } from '../../shared/schemas/catalog.ts';
import { defineRoute, nonEmpty } from './route.ts';

export const catalogRoutes = [
  defineRoute({
    method: 'get',
    path: '/products',
    summary: 'List products: filters, Sold last, newest first, paged',
    tag: 'Products',
    access: 'public',
    query: ProductListInput,
    response: ProductListOutput,
    handle: ({ caller, query }) => caller.catalog.listFull(nonEmpty(query)),
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
    path: '/products/:id/similar',
    summary: 'Up to 8 pieces like this one that can be bought now (what a sold piece offers instead), best match first, as cards',
    tag: 'Products',
    access: 'public',
    response: z.object({ data: z.array(ProductCard) }),
    handle: async ({ caller, params }) => ({ data: await caller.catalog.similar({ id: Number(params.id) }) }),
  }),
];
