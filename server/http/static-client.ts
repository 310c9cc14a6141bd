import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built SPA: hashed assets are immutable for a year, everything else that is not an API
 * path gets index.html (client-side routes), never cached so a deploy is picked up at once.
 */
export function serveClient(app: Hono, clientDir: string): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // A hashed asset that is not there (an old tab after a deploy) is a 404, never the HTML shell.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  let indexHtml: Promise<string> | undefined;
  app.get('*', async (c) => {
    indexHtml ??= readFile(path.join(clientDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
