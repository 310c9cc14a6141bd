import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { GUEST_ID_HEADER } from '../../shared/constants.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';

/** The request headers that say who is asking: the session (cookie or Bearer token) and the guest id. */
const CALLER_HEADERS = `Authorization, Cookie, ${GUEST_ID_HEADER}`;

/**
 * Stored by the caller's browser only, and revalidated every time (its ETag still saves the body).
 * Enough for answers the caller's own id shaped: their cart, orders, profile, session, and catalogue
 * answers whose `available_to_you` reads their holds.
 */
const PRIVATE = 'private, no-cache';

function carriesCaller(c: Context): boolean {
  return Boolean(c.req.header('authorization') ?? c.req.header(GUEST_ID_HEADER) ?? getCookie(c, SESSION_COOKIE));
}

/**
 * Keeps shared caches (a CDN, a proxy) from handing one caller's answer to another. Every answer of the
 * APIs says it varies by the caller's headers, so a cache keys a stored anonymous answer by them, and an
 * answer to a request that names a caller is `private`. An answer that declared its own caching keeps
 * it: `public` ones are the same for everyone (address data), private ones (proofs) are already so.
 * Registered outside the ETag middleware, so that its 304s say the same.
 */
export function privateToCaller(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Set on the answer's own headers: Hono's `c.header` would wrap a new answer around its body stream.
    const headers = c.res.headers;
    const declared = headers.get('cache-control');
    if (declared?.includes('public')) return;
    headers.append('Vary', CALLER_HEADERS);
    if (declared === null && carriesCaller(c)) headers.set('Cache-Control', PRIVATE);
  };
}
