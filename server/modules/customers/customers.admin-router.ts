import { CustomerListInput } from '../../../shared/schemas/customers.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listCustomers } from './customers.service.ts';

/** Who buys from the shop, by e-mail (docs/product/screens.md "Customers"). */
export const customersAdminRouter = createRouter({
  list: adminProcedure.input(CustomerListInput).query(({ ctx, input }) => listCustomers(ctx.em, input)),
});
