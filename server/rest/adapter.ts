import { Hono, type Context as HonoContext } from 'hono';
import { formFields } from '../../shared/schemas/form-data.ts';
import type { RequestDeps } from '../trpc/context.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { refuseBeforeBody } from './access.ts';
import { addressRoutes } from './address.routes.ts';
import { cartAdminRoutes } from './cart.admin-routes.ts';
import { cartRoutes } from './cart.routes.ts';
import { catalogAdminRoutes } from './catalog.admin-routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { contentAdminRoutes } from './content.admin-routes.ts';
import { contentRoutes } from './content.routes.ts';
import { dropsAdminRoutes } from './drops.admin-routes.ts';
import { dropsRoutes } from './drops.routes.ts';
import { shouldTreatAsPut, withoutMethodField } from './method-override.ts';
import { ordersAdminRoutes } from './orders.admin-routes.ts';
import { packingSlipsAdminRoutes } from './packing-slips.admin-routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentCodeAdminRoutes } from './payment-codes.admin-routes.ts';
import { pushAdminRoutes } from './push.admin-routes.ts';
import { insightsAdminRoutes } from './insights.admin-routes.ts';
import { customersAdminRoutes } from './customers.admin-routes.ts';
import { paymentCodeRoutes } from './payment-codes.routes.ts';
import { paymentStatementAdminRoutes } from './payment-statements.admin-routes.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { queueAdminRoutes } from './queue.admin-routes.ts';
import { queueRoutes } from './queue.routes.ts';
import { settingsAdminRoutes } from './settings.admin-routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { usersAdminRoutes } from './users.admin-routes.ts';
import { usersRoutes } from './users.routes.ts';
import { serveApiDocs } from './api-docs.ts';
import { CsvDownload, sendCsv } from './csv-download.ts';
import { toRestError } from './errors.ts';
import { sendPrivateImage, StoredImage } from './private-image.ts';
import type { RestRoute } from './route.ts';

/** One table per domain, public then admin; the OpenAPI document lists them in this order. */
export const restRoutes: RestRoute[] = [
  ...usersRoutes,
  ...catalogRoutes,
  ...contentRoutes,
  ...dropsRoutes,
  ...settingsRoutes,
  ...cartRoutes,
  ...paymentCodeRoutes,
  ...queueRoutes,
  ...addressRoutes,
  ...ordersRoutes,
  ...profilesRoutes,
  ...catalogAdminRoutes,
  ...ordersAdminRoutes,
  ...packingSlipsAdminRoutes,
  ...cartAdminRoutes,
  ...queueAdminRoutes,
  ...contentAdminRoutes,
  ...dropsAdminRoutes,
  ...settingsAdminRoutes,
  ...paymentCodeAdminRoutes,
  ...pushAdminRoutes,
  ...insightsAdminRoutes,
  ...customersAdminRoutes,
  ...paymentStatementAdminRoutes,
  ...usersAdminRoutes,
];

const UNSUPPORTED_BODY = 'Send the body as application/json, multipart/form-data or application/x-www-form-urlencoded.';

type Body = { supported: true; value: unknown } | { supported: false };

async function readBody(c: HonoContext, route: RestRoute): Promise<Body> {
  if (!route.body) return { supported: true, value: undefined };
  const contentType = c.req.header('content-type') ?? '';
  // No body at all reads as an empty one: the procedure's schema then names each missing field.
  if (contentType === '') return { supported: true, value: {} };
  if (contentType.includes('application/json')) return { supported: true, value: await c.req.json().catch(() => ({})) };
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    // A malformed form is bad input (422 from the procedure's schema), not a server failure.
    const fields = formFields(await c.req.formData().catch(() => new FormData()));
    return { supported: true, value: route.method === 'put' ? withoutMethodField(fields) : fields };
  }
  return { supported: false };
}

export function createRestApp(deps: RequestDeps, onUnexpected: (error: unknown) => void): Hono {
  const rest = new Hono();
  for (const route of restRoutes) {
    const handler = async (c: HonoContext) => {
      try {
        const ctx = await createContext(c, deps, 'api', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
        refuseBeforeBody(route, ctx);
        const body = await readBody(c, route);
        if (!body.supported) return c.json({ message: UNSUPPORTED_BODY }, 415);
        const result = await route.handle({
          caller: createCaller(route.as === 'guest' ? { ...ctx, user: null, sessionToken: null } : ctx),
          body: body.value,
          params: c.req.param(),
          query: c.req.query(),
        });
        if (route.produces === 'image') return sendPrivateImage(c, StoredImage.parse(result));
        if (route.produces === 'csv') return sendCsv(c, CsvDownload.parse(result));
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
  serveApiDocs(rest, restRoutes);
  rest.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return rest;
}
