import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { restRoutes } from './adapter.ts';
import { openApiDocument, openApiPath } from './openapi.ts';

type Operation = { security: Record<string, string[]>[]; responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const document = openApiDocument(restRoutes, 'test') as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
const operationOf = (method: string, path: string) => document.paths[openApiPath(path)]?.[method];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents exactly the routes of the table the adapter serves, once each, and the live event stream', () => {
    const documented = operations.map(({ method, path }) => `${method} ${path}`).sort();
    const served = [...restRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`), 'get /events'].sort();
    expect(documented).toEqual(served);
    expect(new Set(served).size).toBe(served.length);
  });

  it('declares both security schemes, and each operation asks for what its route checks and lists its refusals', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerAuth', 'guestId']);
    for (const route of restRoutes) {
      const { security, responses } = operationOf(route.method, route.path) ?? { security: [], responses: {} };
      const schemes = security.flatMap((requirement) => Object.keys(requirement)).sort();
      const expected = route.access === 'public' ? [] : route.as === 'guest' ? ['guestId'] : route.access === 'buyer' ? ['bearerAuth', 'guestId'] : ['bearerAuth'];
      expect({ route: `${route.method} ${route.path}`, schemes }).toEqual({ route: `${route.method} ${route.path}`, schemes: expected });
      if (route.access !== 'public') expect(responses).toHaveProperty('401');
      if (route.access === 'admin') expect(responses).toHaveProperty('403');
      if (route.body) expect(responses).toHaveProperty('422');
      expect(responses).toHaveProperty('503');
    }
  });

  it('describes uploads as multipart with binary file parts, and the rest as JSON', () => {
    const multipart = (method: string, path: string) => Object.keys(operationOf(method, path)?.requestBody?.content ?? {});
    expect(multipart('post', '/products')).toEqual(['multipart/form-data']);
    expect(multipart('post', '/guest-orders')).toEqual(['multipart/form-data']);
    expect(multipart('post', '/cart/add')).toContain('application/json');
    expect(JSON.stringify(operationOf('post', '/orders')?.requestBody)).toContain('"payment_proof":{"type":"string","format":"binary"}');
    expect(operationOf('post', '/products')?.responses).toHaveProperty('413');
  });

  it('documents the catalogue’s detail filters as query parameters, with their units', () => {
    const parameters = (operationOf('get', '/products') as unknown as { parameters: { name: string; description?: string }[] }).parameters;
    const described = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.description]));
    expect(described).toMatchObject({
      pit_to_pit_min: expect.stringContaining('centimetres') as unknown,
      pit_to_pit_max: expect.stringContaining('centimetres') as unknown,
      waist_min: expect.stringContaining('centimetres') as unknown,
      waist_max: expect.stringContaining('centimetres') as unknown,
      min_condition: expect.stringContaining('or better') as unknown,
      brand: expect.stringContaining('any case') as unknown,
      search: expect.stringContaining('brand, era or material') as unknown,
    });
  });
});

describe.each(TEST_DATABASES)('the API reference on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('serves the document at /api/openapi.json and a browsable reference at /api/docs, from local files only', async () => {
    const { app } = await createTestApp(db());
    const served = await app.request('/api/openapi.json');
    expect(served.status).toBe(200);
    const json = (await served.json()) as Document;
    expect(json.paths).toEqual(JSON.parse(JSON.stringify(document.paths)));

    const page = await app.request('/api/docs');
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, source]) => source ?? '');
    expect(sources.every((source) => source.startsWith('/api/docs/'))).toBe(true);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const source of sources) {
      const asset = await app.request(source);
      expect({ source, status: asset.status }).toEqual({ source, status: 200 });
    }
    expect((await app.request('/api/docs/package.json')).status).toBe(404);
  });
});
