import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { requestScope, type Logger } from '../logger.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const PROCEDURES = /^[A-Za-z0-9.,]{1,200}$/;

/**
 * The route's pattern, never the path itself: `/api/orders/:id`, not the order's id; for tRPC the
 * procedure names (`/trpc/cart.hold`), which are the patterns there. Query strings are never read.
 */
function routeOf(c: Context): string {
  const pattern = routePath(c) || '*';
  if (pattern === '/trpc/*') {
    const procedures = c.req.path.slice('/trpc/'.length);
    return PROCEDURES.test(procedures) ? `/trpc/${procedures}` : pattern;
  }
  return pattern;
}

/**
 * One JSON line per request: method, route pattern, status, duration and a request id, which the
 * answer carries as X-Request-Id and every other line logged while serving it carries as `reqId`.
 * Nothing else of the request is read: no headers, cookies, bodies or query strings. A proxy's
 * X-Request-Id is kept when the proxy is trusted (TRUST_PROXY), so its logs and ours line up.
 */
export function requestLog(logger: Logger, trustedProxies: number): MiddlewareHandler {
  // These lines are built above from the four fields listed, none of them a secret, so the logger's
  // redaction (a second net for objects handed to it) has nothing to find in them. It walked every
  // redacted path on every line: the largest allocation per catalogue request (the API budget, design.md §5).
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const incoming = trustedProxies > 0 ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    await requestScope.run({ requestId }, next);
    // On the answer's own headers: once an answer is set, Hono's `c.header` builds a new one around
    // its body as a stream, which turned every answer's text into a fetch stream node-server then
    // read chunk by chunk: the largest cost left per catalogue request (the API budget, design.md §5).
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    // The id is named here: the logger's mixin would need the request's scope entered a second time.
    const line = {
      reqId: requestId,
      method: c.req.method,
      route: routeOf(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    // Load balancers and Docker ask for /healthz and /readyz every few seconds: those lines only at debug level.
    const level = status >= 500 ? 'error' : line.route === '/healthz' || line.route === '/readyz' ? 'debug' : 'info';
    lines[level](line, 'request');
  };
}
