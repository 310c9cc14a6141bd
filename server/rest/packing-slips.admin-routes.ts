import { z } from 'zod';
import { PackingSlipsInput, PackingSlipsOutput } from '../../shared/schemas/packing-slips.ts';
import { defineRoute, nonEmpty } from './route.ts';

export const packingSlipsAdminRoutes = [
  defineRoute({
    tag: 'Admin: orders',
    access: 'admin',
    method: 'get',
    path: '/admin/packing-slips',
    summary: 'Packing slips of one order (?order=12), of orders chosen (?orders=12,15, up to 200), or of every order in a status (?status=approved), oldest first',
    query: PackingSlipsInput,
    response: z.object({ success: z.literal(true), data: PackingSlipsOutput }),
    handle: async ({ caller, query }) => ({ success: true, data: await caller.admin.orders.packingSlips(nonEmpty(query)) }),
  }),
];
