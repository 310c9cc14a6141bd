import { Hono, type Context as HonoContext } from 'hono';
import type { AppDeps } from '../trpc/context.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { accountRoutes } from './account.routes.ts';
import { addressRoutes } from './address.routes.ts';
import { cartRestRoutes } from './cart.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { toRestError } from './errors.ts';
import type { RestRoute } from './route.ts';

export const restRoutes: RestRoute[] = [...accountRoutes, ...catalogRoutes, ...cartRestRoutes, ...addressRoutes];

async function readBody(c: HonoContext, route: RestRoute): Promise<unknown> {
  if (!route.body) return undefined;
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.includes('application/json')) return c.req.json().catch(() => ({}));
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries((await c.req.formData()).entries());
  }
  return {};
}

export function createRestApp(deps: AppDeps, onUnexpected: (error: unknown) => void): Hono {
  const rest = new Hono();
  for (const route of restRoutes) {
    rest.on(route.method.toUpperCase(), route.path, async (c) => {
      try {
        const body = route.body ? route.body.parse(await readBody(c, route)) : undefined;
        const ctx = await createContext(c, deps, 'api', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
        const result = await route.handle({
          caller: createCaller(route.asGuest ? { ...ctx, user: null, sessionToken: null } : ctx),
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
    });
  }
  rest.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return rest;
}
