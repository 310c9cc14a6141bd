import type { Hono } from 'hono';
import { isPublicMedia, PUBLIC_MEDIA_CACHE_CONTROL, type Storage } from '../storage/storage.ts';

/** Public pictures only: product and slide variants. Payment proofs are never served from here. */
export function serveMedia(app: Hono, storage: Storage): void {
  app.get('/media/*', async (c) => {
    const key = c.req.path.slice('/media/'.length);
    if (!isPublicMedia(key)) return c.json({ message: 'Not found' }, 404);
    const object = await storage.get(key);
    if (!object) return c.json({ message: 'Not found' }, 404);
    // Keys are random and never reused, so a variant can be cached for good. The type comes from the
    // key the server chose (never from the upload), and nosniff holds the browser to it. Catalogue
    // pictures are public: other sites (a partner's app, a link preview) may show them.
    return c.body(new Uint8Array(object.body), 200, {
      'Content-Type': object.contentType,
      'Cache-Control': PUBLIC_MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
