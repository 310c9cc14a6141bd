import { addressRouter } from '../modules/address/address.router.ts';
import { holdsAdminRouter } from '../modules/cart/cart.admin-router.ts';
import { cartRouter } from '../modules/cart/cart.router.ts';
import { catalogAdminRouter } from '../modules/catalog/catalog.admin-router.ts';
import { catalogRouter } from '../modules/catalog/catalog.router.ts';
import { announcementsAdminRouter } from '../modules/content/announcements.admin-router.ts';
import { contentRouter } from '../modules/content/content.router.ts';
import { dropsAdminRouter } from '../modules/drops/drops.admin-router.ts';
import { dropsRouter } from '../modules/drops/drops.router.ts';
import { heroSlidesAdminRouter } from '../modules/content/hero-slides.admin-router.ts';
import { ordersAdminRouter } from '../modules/orders/orders.admin-router.ts';
import { ordersRouter } from '../modules/orders/orders.router.ts';
import { paymentCodesAdminRouter } from '../modules/payment-codes/payment-codes.admin-router.ts';
import { paymentCodesRouter } from '../modules/payment-codes/payment-codes.router.ts';
import { paymentStatementsAdminRouter } from '../modules/payment-statements/payment-statements.admin-router.ts';
import { pushAdminRouter } from '../modules/push/push.admin-router.ts';
import { insightsAdminRouter } from '../modules/insights/insights.admin-router.ts';
import { customersAdminRouter } from '../modules/customers/customers.admin-router.ts';
import { profilesRouter } from '../modules/profiles/profiles.router.ts';
import { userDirectoryAdminRouter } from '../modules/profiles/user-directory.admin-router.ts';
import { queueAdminRouter } from '../modules/queue/queue.admin-router.ts';
import { queueRouter } from '../modules/queue/queue.router.ts';
import { settingsAdminRouter } from '../modules/settings/settings.admin-router.ts';
import { settingsRouter } from '../modules/settings/settings.router.ts';
import { usersAdminRouter } from '../modules/users/users.admin-router.ts';
import { usersRouter } from '../modules/users/users.router.ts';
import { createCallerFactory, createRouter, mergeRouters } from './init.ts';

/**
 * Each domain brings its own admin router; every procedure in them is built on adminProcedure, and
 * server/security/access-matrix-rules.test.ts walks this namespace to prove it.
 */
const adminRouter = createRouter({
  products: catalogAdminRouter,
  orders: ordersAdminRouter,
  holds: holdsAdminRouter,
  queue: queueAdminRouter,
  announcements: announcementsAdminRouter,
  heroSlides: heroSlidesAdminRouter,
  drops: dropsAdminRouter,
  settings: settingsAdminRouter,
  paymentCodes: paymentCodesAdminRouter,
  statements: paymentStatementsAdminRouter,
  push: pushAdminRouter,
  insights: insightsAdminRouter,
  customers: customersAdminRouter,
  users: mergeRouters(usersAdminRouter, userDirectoryAdminRouter),
});

export const appRouter = createRouter({
  catalog: catalogRouter,
  cart: cartRouter,
  queue: queueRouter,
  orders: ordersRouter,
  content: contentRouter,
  drops: dropsRouter,
  settings: settingsRouter,
  paymentCodes: paymentCodesRouter,
  users: usersRouter,
  profiles: profilesRouter,
  address: addressRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
