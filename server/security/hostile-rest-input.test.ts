import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/users/session.service.ts';
import { restRoutes } from '../rest/adapter.ts';
import type { RestRoute } from '../rest/route.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { useTestDatabase } from '../test/test-db.ts';
import { FUZZ_DATABASES } from '../test/fuzz-databases.ts';
import { BROKEN_JSON, FUZZ_SEED, jsonOf, leaksInternals } from './fuzz-settings.ts';
import { DEEP_JSON, fieldNamesOf, formShapedLike, hostileString, hostileValue, POLLUTION_KEYS, prototypeIsPolluted, shapedLike } from './hostile-values.ts';
import { atDepth } from '../test/depth.ts';

/**
 * Every path of the REST route table, read off the table so that one added later is fuzzed too, gets
 * hostile path parameters, query strings and bodies (random JSON, broken JSON, forms, bodies of the
 * wrong type). It answers below 500, every refusal is `{message}` JSON that leaks nothing, and a 422
 * names the fields at fault in `errors`.
 */

type HostileRequest = { method: string; path: string; query: string; contentType?: string; body?: string | FormData };

const keyOf = (route: RestRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** Percent-encodes what it can; a lone surrogate cannot be encoded and is sent as broken escapes. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const pathSegment = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '999999', '2147483648', '1e3', '0x1', '1.5', ' 1', 'NaN', 'delivery_fee_ncr', '137400000'),
  fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '__proto__', 'constructor'),
  hostileString.filter((text) => text.length < 5_000).map(encoded),
);

function concretePath(route: RestRoute): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(route.path);
  // An empty segment would make another path (`/products/`), which is not this route's business.
  return fc.tuple(...names.map(() => pathSegment)).map((segments) =>
    segments.reduce((path, segment) => path.replace(/:[a-z_]+/, () => segment || '1'), route.path),
  );
}

function queryString(fieldNames: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fieldNames, ...POLLUTION_KEYS, 'a[]', 'a[b]'), fc.string({ maxLength: 6 }).map(encoded));
  const value = fc.oneof(hostileString.filter((text) => text.length < 5_000).map(encoded), fc.constantFrom('', '1', 'true', 'm', '%', '%ZZ', '%00'));
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => pairs.map(([name, text]) => `${name}=${text}`).join('&'));
}


const WRONG_TYPES = [
  'text/plain', 'application/xml', 'image/png', 'application/octet-stream', 'application/json; charset=utf-16',
  'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/jsonp', 'foo',
] as const;

function hostileBody(fieldNames: string[]): fc.Arbitrary<Pick<HostileRequest, 'contentType' | 'body'>> {
  const shaped = fieldNames.length > 0 ? shapedLike(fieldNames) : hostileValue;
  return fc.oneof(
    fc.constant({}),
    fc.oneof(hostileValue, shaped, fc.jsonValue()).map(jsonOf).map((body) => ({ contentType: 'application/json', body })),
    fc.constantFrom(...DEEP_JSON).map((body) => ({ contentType: 'application/json', body })),
    fc.tuple(fc.constantFrom(...BROKEN_JSON), fc.string({ maxLength: 20 })).map(([start, rest]) => ({ contentType: 'application/json', body: start + rest })),
    fc.tuple(fc.constantFrom(...WRONG_TYPES), fc.oneof(fc.string({ maxLength: 60 }), shaped.map(jsonOf))).map(([contentType, body]) => ({ contentType, body })),
    formShapedLike(fieldNames.length > 0 ? fieldNames : ['x']).map((form) => ({ body: form })),
  );
}

/** POST with `_method=PUT` in a form is served as PUT (design.md §3), so PUT paths get that too. */
function hostileRequest(route: RestRoute): fc.Arbitrary<HostileRequest> {
  const bodyFields = route.body ? fieldNamesOf(route.body) : [];
  const queryFields = route.query ? fieldNamesOf(route.query) : [];
  const methods = route.method === 'put' ? ['PUT', 'POST'] : [route.method.toUpperCase()];
  return fc.record({ method: fc.constantFrom(...methods), path: concretePath(route), query: queryString(queryFields), payload: hostileBody(bodyFields) }).map(({ method, path, query, payload }) => {
    if (method === 'POST' && route.method === 'put') {
      const form = payload.body instanceof FormData ? payload.body : new FormData();
      form.append('_method', 'PUT');
      return { method, path, query, body: form };
    }
    return { method, path, query, ...(method === 'GET' ? {} : payload) };
  });
}

type Answer = { status: number; contentType: string; text: string };

/** The property every answer keeps, whatever was sent. */
function expectClientAnswer(answer: Answer, request: HostileRequest): void {
  const context = `${request.method} ${request.path}?${request.query} answered ${answer.status}: ${answer.text.slice(0, 500)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.contentType, context).toContain('application/json');
  const body = JSON.parse(answer.text) as { message?: unknown; errors?: unknown };
  expect(typeof body.message, context).toBe('string');
  expect(leaksInternals(body), context).toBe(false);
  if (answer.status !== 422) return;
  expect(body.errors, context).toBeTypeOf('object');
  const fields = Object.entries(body.errors ?? {});
  expect(fields.length, context).toBeGreaterThan(0);
  for (const [field, messages] of fields) {
    expect(field.length, context).toBeGreaterThan(0);
    expect(Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'string'), context).toBe(true);
  }
}

describe('the fuzzed REST surface', () => {
  it('is read off the route table, with the body schemas to shape hostile bodies from', () => {
    expect(restRoutes.length).toBeGreaterThanOrEqual(50);
    const products = restRoutes.find((route) => keyOf(route) === 'POST /products');
    expect(fieldNamesOf(products?.body)).toEqual(expect.arrayContaining(['name', 'price', 'image']));
  });
});

type CallerKind = 'admin' | 'guest';
/** Admins get past the guards to the schemas and services, so they get the most runs. */
const RUNS: Record<CallerKind, number> = atDepth({ ci: { admin: 10, guest: 3 }, deep: { admin: 25, guest: 8 } });

describe.each(FUZZ_DATABASES)('hostile REST input on %s', (kind) => {
  const db = useTestDatabase(kind);
  let send: (request: HostileRequest, who: CallerKind) => Promise<Answer>;

  beforeAll(async () => {
    const { app } = await createTestApp(db());
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    for (let count = 0; count < 3; count += 1) await createTestProduct(db().em());
    send = async (request, who) => {
      // A session per request: POST /logout ends the one it is sent with.
      const admin = async () => ({ authorization: `Bearer ${(await createSession(db().em(), user)).token}` });
      const headers: Record<string, string> = who === 'admin' ? await admin() : { 'X-Guest-ID': nanoid() };
      if (request.contentType) headers['content-type'] = request.contentType;
      const response = await app.request(`/api${request.path}${request.query ? `?${request.query}` : ''}`, { method: request.method, headers, body: request.body });
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
    };
  });

  it('answers a NUL in a path parameter or query string with field errors', async () => {
    const search = await send({ method: 'GET', path: '/products', query: 'search=silk%00' }, 'guest');
    expect(search.status).toBe(422);
    expect(JSON.parse(search.text)).toMatchObject({ errors: { search: [expect.any(String)] } });
    const key = await send({ method: 'PUT', path: '/admin/settings/thanks_message%00', query: '', contentType: 'application/json', body: '{"value":"x"}' }, 'admin');
    expect(key.status).toBe(422);
  });

  describe.each(['admin', 'guest'] as const)('called by %s', (who) => {
    it.each(restRoutes.map((route) => [keyOf(route), route] as const))('%s answers below 500, with field errors on 422', async (_key, route) => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async (request) => {
          const answer = await send(request, who);
          statuses.add(answer.status);
          expectClientAnswer(answer, request);
          expect(prototypeIsPolluted(), 'Object.prototype was written to').toBe(false);
        }),
        { numRuns: RUNS[who], seed: FUZZ_SEED },
      );
      // The admin's requests get past the guard, so the fuzzing reaches the schema and the service.
      if (who === 'admin' && route.access === 'admin') expect([...statuses].filter((status) => status === 401 || status === 403)).toEqual([]);
    });
  });
});
