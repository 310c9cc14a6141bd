import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestSizeLimit } from './body-limit.ts';

function app() {
  const shop = new Hono();
  shop.use('*', requestSizeLimit(10, (c) => c.json({ message: 'too large' }, 413)));
  shop.all('*', async (c) => c.json({ read: (await c.req.text()).length }));
  return shop;
}

/** A body sent in chunks with no Content-Length, as a streaming client would. */
function chunked(text: string): RequestInit {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return { method: 'POST', body, duplex: 'half' } as RequestInit;
}

describe('request size limit', () => {
  it('refuses a stated Content-Length over the limit, and lets one within it through', async () => {
    const stated = (length: number) => ({ method: 'POST', headers: { 'content-length': String(length) }, body: 'x'.repeat(length) });
    expect((await app().request('/', stated(11))).status).toBe(413);
    expect(await (await app().request('/', stated(10))).json()).toEqual({ read: 10 });
  });

  it('counts a chunked body with no Content-Length', async () => {
    expect((await app().request('/', chunked('x'.repeat(11)))).status).toBe(413);
    expect(await (await app().request('/', chunked('x'.repeat(3)))).json()).toEqual({ read: 3 });
  });

  it('lets an empty POST and a GET through', async () => {
    expect((await app().request('/', { method: 'POST', headers: { 'content-length': '0' } })).status).toBe(200);
    expect((await app().request('/')).status).toBe(200);
  });
});
