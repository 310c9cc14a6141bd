import { Hono, type MiddlewareHandler } from 'hono';
import { etag as honoEtag } from 'hono/etag';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, jsonEtag } from './etag.ts';

/** One app per middleware, answering alike: what the two give must not differ. */
function appWith(middleware: MiddlewareHandler): Hono {
  const app = new Hono();
  app.use('*', middleware);
  app.get('/json', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('X-Extra', 'dropped from a 304');
    return c.json({ products: ['Barong', 'Terno', 'Piña ✓'] });
  });
  // The same answer made by jsonAnswer, which the ETag is then hashed from as text.
  app.get('/text', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('X-Extra', 'dropped from a 304');
    return jsonAnswer(c, { products: ['Barong', 'Terno', 'Piña ✓'] });
  });
  app.get('/tagged', (c) => c.json({ ok: true }, 200, { ETag: '"given"' }));
  app.get('/empty', (c) => c.body(null, 200));
  app.get('/missing', (c) => c.json({ message: 'Product not found' }, 404));
  app.post('/json', (c) => c.json({ posted: true }));
  return app;
}

async function answer(app: Hono, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

describe('jsonEtag', () => {
  const ours = appWith(jsonEtag());
  const hono = appWith(honoEtag());

  it.each([
    ['/json', {}],
    ['/json', { method: 'HEAD' }],
    ['/json', { method: 'POST' }],
    ['/tagged', {}],
    ['/tagged', { headers: { 'if-none-match': '"given"' } }],
    ['/empty', {}],
    ['/missing', {}],
    ['/json', { headers: { 'if-none-match': '*' } }],
    ['/json', { headers: { 'if-none-match': '"stale"' } }],
    ['/text', {}],
    ['/text', { method: 'HEAD' }],
    ['/text', { headers: { 'if-none-match': '"stale"' } }],
  ])('answers %s %j as hono/etag does', async (path, init: RequestInit) => {
    expect(await answer(ours, path, init)).toEqual(await answer(hono, path, init));
  });

  it.each(['/json', '/text'])('answers 304 to %s with only the cache headers to a matching tag, alone or in a list', async (path) => {
    const { headers } = await answer(ours, path);
    const tag = headers.etag ?? '';
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    for (const ifNoneMatch of [tag, `"old", ${tag}`, `W/${tag}`]) {
      const again = await answer(ours, path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again).toEqual(await answer(hono, path, { headers: { 'if-none-match': ifNoneMatch } }));
      expect(again).toEqual({ status: 304, headers: { etag: tag, 'cache-control': 'public, max-age=60' }, body: '' });
    }
  });

  it('tags a jsonAnswer as it tags the same c.json answer', async () => {
    expect(await answer(ours, '/text')).toEqual(await answer(ours, '/json'));
  });
});
