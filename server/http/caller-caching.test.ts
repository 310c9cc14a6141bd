import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/adapter.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { appRouter } from '../trpc/root.ts';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Private to the caller: never stored by a shared cache, and keyed by the caller's headers anyway. */
function expectPrivate(response: Response, label: string) {
  expect(response.headers.get('cache-control'), label).toBe('private, no-cache');
  expectVaryByCaller(response, label);
}

function expectVaryByCaller(response: Response, label: string) {
  const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/,\s*/);
  expect(vary, label).toEqual(expect.arrayContaining(['authorization', 'cookie', 'x-guest-id']));
}

describe.each(TEST_DATABASES)('answers that depend on the caller stay private, on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: App;
  let productId = 0;
  beforeAll(async () => {
    ({ app } = await createTestApp(db()));
    productId = (await createTestProduct(db().em())).id;
  });

  it('marks a catalogue answer carrying the caller’s own guest id private, its 304 too, and keys the anonymous one by the caller’s headers', async () => {
    const guest = { 'X-Guest-ID': nanoid() };
    const trpcList = `/trpc/catalog.list,content.announcements?batch=1&input=${encodeURIComponent('{"0":{}}')}`;
    for (const path of ['/api/products', `/api/products/${productId}`, trpcList]) {
      const mine = await app.request(path, { headers: guest });
      expect(mine.status, path).toBe(200);
      expectPrivate(mine, path);
      const tag = mine.headers.get('etag') ?? '';
      const revalidated = await app.request(path, { headers: { ...guest, 'if-none-match': tag } });
      expect(revalidated.status, path).toBe(304);
      expectPrivate(revalidated, `${path} (304)`);

      const anonymous = await app.request(path);
      expect(anonymous.headers.get('cache-control'), path).toBeNull();
      expectVaryByCaller(anonymous, path);
    }
  });

  it('marks a signed-in caller’s catalogue, session, cart, orders and profile private, by Bearer token or by cookie', async () => {
    const { token } = await createTestUser(db().em());
    const bearer = { authorization: `Bearer ${token}` };
    for (const path of ['/api/products', '/api/user', '/api/cart', '/api/orders', '/api/profile']) {
      const response = await app.request(path, { headers: bearer });
      expect(response.status, path).toBe(200);
      expectPrivate(response, path);
    }
    const cookie = { cookie: `ukay_session=${token}` };
    for (const procedure of ['users.session', 'cart.get', 'orders.list', 'profiles.get']) {
      const response = await app.request(`/trpc/${procedure}`, { headers: cookie });
      expect(response.status, procedure).toBeLessThan(500);
      expectPrivate(response, procedure);
    }
  });

  it('marks every REST GET and every tRPC query private when a caller is named, but for public reference data', async () => {
    const admin = await createTestUser(db().em(), { role: 'admin' });
    const caller = { authorization: `Bearer ${admin.token}`, 'X-Guest-ID': nanoid() };
    let publicAnswers = 0;
    for (const route of restRoutes.filter((candidate) => candidate.method === 'get')) {
      const path = `/api${route.path.replace(/:\w+/g, () => String(productId))}`;
      const response = await app.request(path, { headers: caller });
      if (route.cacheSeconds && response.ok) {
        // The same for everyone: cacheable by anyone, and not split by caller.
        publicAnswers += 1;
        expect(response.headers.get('cache-control'), path).toBe(`public, max-age=${route.cacheSeconds}`);
        expect(response.headers.get('vary'), path).toBeNull();
      } else {
        expect(response.headers.get('cache-control'), path).toMatch(/^private, /);
        expectVaryByCaller(response, path);
      }
    }
    expect(publicAnswers).toBeGreaterThan(0);
    const queries = Object.keys(appRouter._def.procedures).filter((path) => {
      const procedure: unknown = Reflect.get(appRouter._def.procedures, path);
      return (procedure as { _def?: { type?: string } })._def?.type === 'query';
    });
    expect(queries.length).toBeGreaterThan(10);
    for (const name of queries) {
      const response = await app.request(`/trpc/${name}`, { headers: caller });
      expect(response.headers.get('cache-control'), name).toMatch(/^private, /);
      expectVaryByCaller(response, name);
    }
  });
});
