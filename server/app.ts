import { trpcServer } from '@hono/trpc-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './db/unavailable.ts';
import { requestSizeLimit } from './http/body-limit.ts';
import { privateToCaller } from './http/caller-caching.ts';
import { csrfForCookieSessions } from './http/csrf.ts';
import { serveHealth } from './http/health.ts';
import { serveLiveStream, type LiveStreamTiming } from './http/live-stream.ts';
import { serveMedia } from './http/media.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveSharePages } from './http/share-pages.ts';
import { TRPC_MAX_BATCH_SIZE } from '../shared/constants.ts';
import { CATALOG_SCOPES } from '../shared/catalog-pages.ts';
import { serveClient } from './http/static-client.ts';
import type { Logger } from './logger.ts';
import { createRestApp } from './rest/adapter.ts';
import { createRateLimiters } from './rate-limit/rate-limiter.ts';
import { rateLimitsFrom } from './rate-limit/rate-limits.ts';
import { createContext, type AppDeps, type RequestDeps } from './trpc/context.ts';
import { trpcErrorBody } from './trpc/error-body.ts';
import { appRouter } from './trpc/root.ts';

/** One 10 MB proof of payment plus its form fields. */
const MAX_REQUEST_BYTES = 11 * 1024 * 1024;
const TOO_LARGE = 'The request is too large.';

/** The storefront's public reads: the same answer for every viewer but for their own holds. */
const PUBLIC_READS = ['catalog.', 'content.', 'settings.get'];

/** A tRPC GET (one call, or a batch `/trpc/a,b`) that reads only the public catalogue and its content. */
function isCatalogueBatch(path: string): boolean {
  return path
    .slice('/trpc/'.length)
    .split(',')
    .every((procedure) => PUBLIC_READS.some((prefix) => procedure.startsWith(prefix)));
}

/** `liveStreamTiming`: the event stream's heartbeat and retry hint, shortened by tests. */
export type AppOptions = AppDeps & { logger: Logger; clientDir?: string; liveStreamTiming?: LiveStreamTiming };

export function createApp(options: AppOptions): Hono {
  const { logger, clientDir, liveStreamTiming, ...parts } = options;
  const deps: RequestDeps = { ...parts, rateLimiters: createRateLimiters(parts.orm, rateLimitsFrom(parts.env)) };
  const logUnexpected = (error: unknown) => logger.error({ err: error }, 'unexpected error');
  const app = new Hono();

  // Outermost, so they see (and mark) every answer: errors, 404s and 413s included.
  app.use('*', requestLog(logger, deps.env.TRUST_PROXY));
  app.use('*', securityHeaders(deps.env));
  if (deps.env.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: deps.env.CORS_ORIGINS, credentials: true }));
  }
  // Uploads are at most 10 MB (checked again per file); anything larger is refused before it is read.
  app.use('/api/*', requestSizeLimit(MAX_REQUEST_BYTES, (c) => c.json({ message: TOO_LARGE }, 413)));
  app.use('/trpc/*', requestSizeLimit(MAX_REQUEST_BYTES, (c) => c.json(trpcErrorBody('PAYLOAD_TOO_LARGE', TOO_LARGE), 413)));
  app.use('/api/*', csrfForCookieSessions(deps.env));
  app.use('/trpc/*', csrfForCookieSessions(deps.env));
  // Before the ETag middleware, so that its 304s carry the same Cache-Control and Vary.
  app.use('/api/*', privateToCaller());
  app.use('/trpc/*', privateToCaller());
  // The catalogue is read far more than it changes: a repeat visit revalidates with If-None-Match
  // and gets a 304 with no body. (Only GET answers are tagged; the admin writes on these paths pass.)
  const catalogueEtag = etag();
  for (const path of ['/api/products', '/api/products/*', '/api/announcements', '/api/hero-carousel', '/api/settings']) {
    app.use(path, catalogueEtag);
  }
  const catalogueBatchEtag: MiddlewareHandler = (c, next) => (isCatalogueBatch(c.req.path) ? catalogueEtag(c, next) : next());
  app.use('/trpc/*', catalogueBatchEtag);
  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      // One request runs at most this many calls; the client's batches are cut to the same size.
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: (opts, c) =>
        createContext(
          c,
          deps,
          'browser',
          (cookie) => opts.resHeaders.append('Set-Cookie', cookie),
          (name, value) => opts.resHeaders.set(name, value),
        ),
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logUnexpected(error.cause ?? error);
      },
    }),
  );
  serveLiveStream(app, deps, liveStreamTiming);
  app.route('/api', createRestApp(deps, logUnexpected));
  serveMedia(app, deps.storage);
  serveHealth(app, deps.orm, logger);
  if (clientDir) {
    // The pages written per request (share-pages.ts: home, a product, the lists, each with its data)
    // are compressed as they go out; every other file is compressed at build time (static-client.ts).
    for (const page of ['/', '/product/*', ...Object.keys(CATALOG_SCOPES)]) app.use(page, compress());
    serveSharePages(app, deps, clientDir);
    serveClient(app, clientDir);
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logUnexpected(error);
    if (isDatabaseUnavailable(error)) return c.json({ message: SERVICE_UNAVAILABLE }, 503);
    return c.json({ message: 'Something went wrong' }, 500);
  });
  return app;
}
