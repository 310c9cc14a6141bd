import { Hono, type Context as HonoContext } from 'hono';
import { formFields } from '../../shared/schemas/form-data.ts';
import type { AppDeps } from '../trpc/context.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { refusalBeforeBody } from './access.ts';
import { accountRoutes } from './account.routes.ts';
import { adminAnnouncementRoutes } from './admin-announcements.routes.ts';
import { adminHeroSlideRoutes } from './admin-hero-slides.routes.ts';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { serveAdminPaymentProofs } from './admin-payment-proofs.ts';
import { adminProductRoutes } from './admin-products.routes.ts';
import { adminSettingRoutes } from './admin-settings.routes.ts';
import { adminUserRoutes } from './admin-users.routes.ts';
import { addressRoutes } from './address.routes.ts';
import { cartRestRoutes } from './cart.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { shouldTreatAsPut, withoutMethodField } from './method-override.ts';
import { orderRoutes, profileRoutes } from './orders.routes.ts';
import { servePaymentProofs } from './payment-proofs.ts';
import { toRestError } from './errors.ts';
import type { RestRoute } from './route.ts';

export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...catalogRoutes,
  ...cartRestRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...profileRoutes,
  ...adminProductRoutes,
  ...adminOrderRoutes,
  ...adminAnnouncementRoutes,
  ...adminHeroSlideRoutes,
  ...adminSettingRoutes,
  ...adminUserRoutes,
];

async function readBody(c: HonoContext, route: RestRoute): Promise<unknown> {
  if (!route.body) return undefined;
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.includes('application/json')) return c.req.json().catch(() => ({}));
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    // A malformed form is bad input (422 from the schema), not a server failure.
    const fields = formFields(await c.req.formData().catch(() => new FormData()));
    return route.method === 'put' ? withoutMethodField(fields) : fields;
  }
  return {};
}

export function createRestApp(deps: AppDeps, onUnexpected: (error: unknown) => void): Hono {
  const rest = new Hono();
  for (const route of restRoutes) {
    const handler = async (c: HonoContext) => {
      try {
        const ctx = await createContext(c, deps, 'api', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
        if (route.as === 'user' && !ctx.user) return c.json({ message: 'Unauthenticated.' }, 401);
        const refusal = refusalBeforeBody(route.access, ctx.user);
        if (refusal) return c.json(refusal.body, refusal.status as 401);
        const body = route.body ? route.body.parse(await readBody(c, route)) : undefined;
        const result = await route.handle({
          caller: createCaller(route.as === 'guest' ? { ...ctx, user: null, sessionToken: null } : ctx),
          body,
          params: c.req.param(),
          query: c.req.query(),
        });
        if (route.cacheSeconds) c.header('Cache-Control', `public, max-age=${route.cacheSeconds}`);
        return c.json(result, route.successStatus);
      } catch (error) {
        const restError = toRestError(error);
        if (restError.status >= 500) onUnexpected(error);
        return c.json(restError.body, restError.status as 500);
      }
    };
    rest.on(route.method.toUpperCase(), route.path, handler);
    if (route.method === 'put') rest.post(route.path, async (c, next) => ((await shouldTreatAsPut(c)) ? handler(c) : next()));
  }
  servePaymentProofs(rest, deps);
  serveAdminPaymentProofs(rest, deps);
  rest.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return rest;
}
