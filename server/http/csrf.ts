import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import type { Env } from '../env.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';

/**
 * Cookie-authenticated mutations must come from our own pages (design.md §1). Hono's csrf checks
 * Origin / Sec-Fetch-Site for the body types a cross-site form can send; JSON needs a CORS preflight,
 * which only CORS_ORIGINS pass. Bearer and guest clients carry no ambient credential, so they skip it.
 */
export function csrfForCookieSessions(env: Env): MiddlewareHandler {
  const allowed = new Set([...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : []), ...env.CORS_ORIGINS]);
  const check = csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || allowed.has(origin) });
  return async (c, next) => {
    if (getCookie(c, SESSION_COOKIE) === undefined) return next();
    return check(c, next);
  };
}
