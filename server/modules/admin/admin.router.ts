import { createRouter } from '../../trpc/init.ts';
import { adminOrdersRouter } from './admin-orders.router.ts';
import { adminProductsRouter } from './admin-products.router.ts';

/** Everything here is built on adminProcedure; admin-access.test.ts walks the router to prove it. */
export const adminRouter = createRouter({
  products: adminProductsRouter,
  orders: adminOrdersRouter,
});
