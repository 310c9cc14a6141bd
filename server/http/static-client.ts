import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { isClientRoute } from '../../shared/client-routes.ts';

/**
 * Marks what the static handlers after it answer. Not serveStatic's `onFound`: it runs once the
 * answer is built, too late for a header to reach it. The build writes `.br` and `.gz` siblings of
 * its text files (vite.config.ts, `precompress`), so an answer depends on the request's
 * Accept-Encoding and caches are told so, even when the plain file is sent (serveStatic says it only
 * when it picks a sibling).
 */
function cacheFor(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Accept-Encoding');
  };
}

/**
 * The app for a path it has no page for, as a 404: the app paints its Not Found page, and browsers,
 * crawlers and link previews are told the truth. Never cached, like the shell itself.
 */
const asNotFound: MiddlewareHandler = async (c, next) => {
  await next();
  if (isClientRoute(c.req.path) || c.res.status !== 200) return;
  c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
};

/**
 * Serves the built SPA, every file compressed ahead of time: hashed assets are immutable for a year,
 * everything else that is not an API path gets index.html (client-side routes), never cached so a
 * deploy is picked up at once; with 404 when the app has no page at that path (shared/client-routes.ts).
 */
export function serveClient(app: Hono, clientDir: string): void {
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir, precompressed: true }));
  // A hashed asset that is not there (an old tab after a deploy) is a 404, never the HTML shell.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', cacheFor('no-cache'), serveStatic({ root: clientDir, precompressed: true }));
  app.get('*', asNotFound, serveStatic({ root: clientDir, path: 'index.html', precompressed: true }));
}
