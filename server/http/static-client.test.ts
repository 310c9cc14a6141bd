import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './static-client.ts';

const SHELL = `<!doctype html><html><head><title>Ukay</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const x = ${JSON.stringify('a'.repeat(4000))};`;

/** A build folder as vite.config.ts writes it: each text file beside its .br and .gz. */
async function writeBuild(dir: string) {
  await mkdir(path.join(dir, 'assets'));
  for (const [file, text] of [['index.html', SHELL], ['assets/main-Ab12.js', SCRIPT]] as const) {
    await writeFile(path.join(dir, file), text);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
  }
}

describe('serving the built client', () => {
  let dir = '';
  const app = new Hono();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ukay-client-'));
    await writeBuild(dir);
    serveClient(app, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    app.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as its brotli sibling to a browser that accepts br, immutable for a year', async () => {
    const response = await get('/assets/main-Ab12.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, still varying on Accept-Encoding', async () => {
    const gzipped = await get('/assets/main-Ab12.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get('/assets/main-Ab12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends the HTML shell compressed and never cached, for / and for a client-side route', async () => {
    for (const url of ['/', '/products', '/admin/products']) {
      const response = await get(url, 'br');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SHELL);
    }
  });

  it('answers 404, not the HTML shell, for a hashed asset that is not there', async () => {
    const response = await get('/assets/main-Old1.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('sends the HTML shell with 404, never cached, for a path the app has no page for', async () => {
    for (const url of ['/nowhere', '/product/abc', '/products/shoes']) {
      const response = await get(url, 'br');
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      // The shell still: the app paints its designed Not Found page.
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SHELL);
    }
  });
});
