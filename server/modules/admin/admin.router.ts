import { createRouter } from '../../trpc/init.ts';
import { adminAnnouncementsRouter } from './admin-announcements.router.ts';
import { adminHeroSlidesRouter } from './admin-hero-slides.router.ts';
import { adminOrdersRouter } from './admin-orders.router.ts';
import { adminProductsRouter } from './admin-products.router.ts';
import { adminSettingsRouter } from './admin-settings.router.ts';
import { adminUsersRouter } from './admin-users.router.ts';

/** Everything here is built on adminProcedure; server/security/access-matrix.test.ts walks the router to prove it. */
export const adminRouter = createRouter({
  products: adminProductsRouter,
  orders: adminOrdersRouter,
  announcements: adminAnnouncementsRouter,
  heroSlides: adminHeroSlidesRouter,
  settings: adminSettingsRouter,
  users: adminUsersRouter,
});
