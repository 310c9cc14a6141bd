import { addressRouter } from '../modules/address/address.router.ts';
import { cartRouter } from '../modules/cart/cart.router.ts';
import { catalogRouter } from '../modules/catalog/catalog.router.ts';
import { accountRouter } from '../modules/users/account.router.ts';
import { createCallerFactory, createRouter } from './init.ts';

export const appRouter = createRouter({
  catalog: catalogRouter,
  cart: cartRouter,
  address: addressRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
