import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** `default-src 'self'; img-src …` as a map of directive to its sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** The script elements of a page: each either loads a file or is a JSON-LD data block. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

function expectCommonHeaders(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe.each(TEST_DATABASES)('security headers on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;

  beforeAll(async () => {
    productId = (await createTestProduct(db().em(), { name: 'Denim "Trucker" </script>', withImage: true })).id;
  });

  it('puts them on the app shell and the pages the server writes, whose only inline scripts are data blocks', async () => {
    const { app } = await createAppWithEnv(db().orm);
    for (const path of ['/', '/products', `/product/${productId}`]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expectCommonHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      // CSP blocks inline script; a data block (JSON-LD, the embedded queries) is never run, so it needs no hash.
      for (const tag of scriptTags(await response.text())) expect(tag).toMatch(/\bsrc="\/|type="application\/(?:ld\+)?json"/);
    }
    const share = await (await app.request(`/product/${productId}`)).text();
    expect(share).toContain('<script type="application/ld+json">');
  });

  it('puts them on API answers, tRPC and REST, successes and errors alike', async () => {
    const { app } = await createAppWithEnv(db().orm);
    for (const [path, status] of [
      ['/api/products', 200],
      ['/trpc/settings.get', 200],
      ['/api/nowhere', 404],
      ['/api/user', 401],
    ] as const) {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectCommonHeaders(response);
    }
  });

  it('serves a catalogue picture as image/webp with nosniff, embeddable by other sites', async () => {
    const { app, storage } = await createAppWithEnv(db().orm);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d2b1f' } }).webp().toBuffer();
    await storage.put('products/headerstest-400.webp', webp, 'image/webp');
    const response = await app.request('/media/products/headerstest-400.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectCommonHeaders(response);
    expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    // Anything but a variant's name is refused before storage is asked (no proofs, no other types).
    expect((await app.request('/media/proofs/headerstest-400.webp')).status).toBe(404);
    expect((await app.request('/media/products/headerstest.svg')).status).toBe(404);
  });

  it('sends HSTS only in production', async () => {
    const production = await createAppWithEnv(db().orm, { NODE_ENV: 'production', PUBLIC_URL: 'https://ukay.example' });
    for (const path of ['/', '/api/products', '/healthz']) {
      const response = await production.app.request(path);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expectCommonHeaders(response);
    }
    for (const nodeEnv of ['development', 'test']) {
      const { app } = await createAppWithEnv(db().orm, { NODE_ENV: nodeEnv });
      expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps the API docs page within the policy: script files from our own origin only', async () => {
    const { app } = await createAppWithEnv(db().orm);
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const tags = scriptTags(await response.text());
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\bsrc="\/api\/docs\/[\w.-]+\.js"/);
  });
});

describe('the client’s page', () => {
  it('has no inline script for the CSP to block', async () => {
    const html = await readFile(new URL('../../client/index.html', import.meta.url), 'utf8');
    const tags = scriptTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\bsrc="\//);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
