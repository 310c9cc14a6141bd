import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { openApiDocument } from './openapi.ts';
import type { RestRoute } from './route.ts';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Swagger UI's own files, served from the npm package (no CDN), by an allow-list: nothing else is reachable. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Started from a file rather than inline, so the page needs no inline script under the CSP. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ukay REST API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const DAY_SECONDS = 86_400;

/** `GET /api/openapi.json` and a browsable reference at `GET /api/docs` (design.md §3). */
export function serveApiDocs(rest: Hono, routes: readonly RestRoute[]): void {
  const document = openApiDocument(routes, version);
  rest.get('/openapi.json', (c) => c.json(document));
  rest.get('/docs', (c) => c.html(PAGE));
  rest.get('/docs/init.js', (c) => c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  rest.get('/docs/:asset', async (c) => {
    const asset = c.req.param('asset');
    const contentType = ASSETS[asset];
    if (!contentType) return c.json({ message: 'Not found' }, 404);
    const body = await readFile(path.join(SWAGGER_UI_DIR, asset));
    return c.body(new Uint8Array(body), 200, { 'Content-Type': contentType, 'Cache-Control': `public, max-age=${DAY_SECONDS}` });
  });
}
