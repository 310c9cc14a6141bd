import { adminRouter } from '../modules/admin/admin.router.ts';
import { addressRouter } from '../modules/address/address.router.ts';
import { cartRouter } from '../modules/cart/cart.router.ts';
import { catalogRouter } from '../modules/catalog/catalog.router.ts';
import { checkoutRouter } from '../modules/orders/checkout.router.ts';
import { ordersRouter } from '../modules/orders/orders.router.ts';
import { accountRouter } from '../modules/users/account.router.ts';
import { createCallerFactory, createRouter } from './init.ts';

export const appRouter = createRouter({
  catalog: catalogRouter,
  cart: cartRouter,
  checkout: checkoutRouter,
  orders: ordersRouter,
  address: addressRouter,
  account: accountRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
