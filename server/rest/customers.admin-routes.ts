import { z } from 'zod';
import { CustomerListInput, CustomerListOutput } from '../../shared/schemas/customers.ts';
import { defineRoute, nonEmpty } from './route.ts';

/** Who buys from the shop, by e-mail (docs/product/screens.md "Customers"). */
export const customersAdminRoutes = [
  defineRoute({
    tag: 'Admin: customers',
    access: 'admin',
    method: 'get',
    path: '/admin/customers',
    summary:
      'Every buyer by e-mail (accounts and guests alike), most recent order first: name, whether they have an account, orders, paid orders and what those came to; `search` matches e-mail or name; 30 a page',
    query: CustomerListInput,
    response: z.object({ success: z.literal(true), data: CustomerListOutput }),
    handle: async ({ caller, query }) => ({ success: true, data: await caller.admin.customers.list(nonEmpty(query)) }),
  }),
];
