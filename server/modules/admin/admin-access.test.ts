import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../rest/adapter.ts';
import { createTestApp, createTestUser, callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { appRouter } from '../../trpc/root.ts';

const FORBIDDEN_MESSAGE = 'You do not have permission to access this page.';

/** Read off the router itself, so a procedure added later is checked without anyone listing it. */
const adminProcedurePaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));

/** Read off the REST table the adapter serves, for the same reason. */
const adminRestRoutes = restRoutes.filter((route) => route.access === 'admin');

type Procedure = (input: unknown) => Promise<unknown>;

/** Walks `admin.products.create` down the caller proxy to the procedure it names. */
function procedureAt(caller: unknown, path: string): Procedure {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof target !== 'function') throw new Error(`${path} is not a procedure`);
  return target as Procedure;
}

async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** A path with its parameters filled in with ids that exist nowhere. */
const concrete = (path: string) => `/api${path.replace(/:[a-z_]+/g, '999999')}`;

describe('the admin surface is listed', () => {
  it('finds the admin procedures and REST paths it is about to check', () => {
    expect(adminProcedurePaths).toEqual(
      expect.arrayContaining([
        'admin.products.create', 'admin.products.update', 'admin.products.delete', 'admin.products.restock',
        'admin.orders.list', 'admin.orders.counts', 'admin.orders.byId', 'admin.orders.updateStatus',
        'admin.announcements.list', 'admin.announcements.byId', 'admin.announcements.create', 'admin.announcements.update',
        'admin.announcements.toggle', 'admin.announcements.delete',
        'admin.heroSlides.list', 'admin.heroSlides.create', 'admin.heroSlides.update', 'admin.heroSlides.delete', 'admin.heroSlides.setInterval',
        'admin.settings.getAll', 'admin.settings.update', 'admin.settings.updateAll',
        'admin.users.list', 'admin.users.changePassword',
      ]),
    );
    expect(adminRestRoutes.length).toBeGreaterThanOrEqual(23);
  });

  it('marks every /admin path and every product write as admin-only', () => {
    const shouldBeAdmin = restRoutes.filter(
      (route) => route.path.startsWith('/admin') || (route.path.startsWith('/products') && route.method !== 'get'),
    );
    expect(shouldBeAdmin.filter((route) => route.access !== 'admin').map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('admin access on %s', (kind) => {
  const db = useTestDatabase(kind);

  it.each(adminProcedurePaths)('tRPC %s refuses anonymous callers (401) and customers (403)', async (path) => {
    const anonymous = await refusal(procedureAt(callerFor(db().em()), path)({}));
    expect(anonymous.code).toBe('UNAUTHORIZED');
    const { user } = await createTestUser(db().em());
    const customer = await refusal(procedureAt(callerFor(db().em(), { user }), path)({}));
    expect(customer.code).toBe('FORBIDDEN');
    expect(customer.message).toBe(FORBIDDEN_MESSAGE);
  });

  it.each(adminRestRoutes.map((route) => [route.method.toUpperCase(), route.path] as const))(
    'REST %s %s refuses anonymous callers (401) and customers (403) before reading the body',
    async (method, path) => {
      const { app } = await createTestApp(db());
      const anonymous = await app.request(concrete(path), { method, body: method === 'GET' ? undefined : new FormData() });
      expect(anonymous.status).toBe(401);
      const { token } = await createTestUser(db().em());
      const customer = await app.request(concrete(path), {
        method,
        headers: { authorization: `Bearer ${token}` },
        body: method === 'GET' ? undefined : new FormData(),
      });
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    },
  );

  it('REST refuses strangers on the admin proof path and on POST {path} with _method=PUT', async () => {
    const { app } = await createTestApp(db());
    expect((await app.request('/api/admin/orders/1/payment-proof')).status).toBe(401);
    const { token } = await createTestUser(db().em());
    const asCustomer = { authorization: `Bearer ${token}` };
    expect((await app.request('/api/admin/orders/1/payment-proof', { headers: asCustomer })).status).toBe(403);
    const override = new FormData();
    override.append('_method', 'PUT');
    expect((await app.request('/api/products/1', { method: 'POST', body: override })).status).toBe(401);
    expect((await app.request('/api/products/1', { method: 'POST', headers: asCustomer, body: override })).status).toBe(403);
  });
});
