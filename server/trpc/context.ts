import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { GUEST_ID_HEADER } from '../../shared/constants.ts';
import { sqlEm, type Em, type Orm } from '../db/orm.ts';
import type { Env } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { NO_RATE_LIMITS, type RateLimiters } from '../rate-limit/rate-limiter.ts';
import type { Storage } from '../storage/storage.ts';
import { NO_MAIL, type MailOutbox } from '../modules/mail/mail-kind.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';
import { adoptGuestCart } from '../modules/cart/cart.service.ts';
import type { SessionEndReason } from '../../shared/session-ended.ts';
import { SESSION_LIFETIME_MS, sessionEndReason, validateSessionToken } from '../modules/users/session.service.ts';
import type { User } from '../modules/users/user.entity.ts';

export const SESSION_COOKIE = 'ukay_session';

/**
 * Browsers keep their session in an HttpOnly cookie and never see the token; API clients (REST) send
 * it as a Bearer token and get it in the login answer (design.md §1).
 */
export type ClientKind = 'browser' | 'api';

type SessionCookieWriter = {
  set(token: string, expiresAt: Date): void;
  clear(): void;
};

export type Context = {
  /**
   * Each procedure call gets a fork of its own (init.ts), so the calls of one batch never share one.
   * This is what they fork from: the request's own fork, which read the session, or with no session
   * to read the ORM's root, which only ever forks.
   */
  em: Em;
  /**
   * The signed-in user as the session read them when the request began, managed by the request's
   * context, not the call's: read it and hand services its id, never flush it through `em`.
   */
  user: User | null;
  sessionToken: string | null;
  /** Why the server ended the session this request still carried (a password change), for the login page to say. */
  sessionEnded: SessionEndReason | null;
  guestIdHeader: string | null;
  client: ClientKind;
  sessionCookie: SessionCookieWriter;
  storage: Storage;
  /** Where a write's mails are enqueued, in its own transaction (design.md §8). */
  mail: MailOutbox;
  /** The caller's address as server/http/client-ip.ts reads it; null for in-process callers. */
  clientIp: string | null;
  rateLimiters: RateLimiters;
  /** Sets a header on the HTTP answer, whichever transport carries it (e.g. Retry-After). */
  setHeader: (name: string, value: string) => void;
  /**
   * A sign-in keeps the guest's cart (cart.service.ts): handed to the users' procedures here, so the
   * users module, which the cart builds on, never imports the cart.
   */
  adoptGuestCart: typeof adoptGuestCart;
};

const ignoreCookies: SessionCookieWriter = { set() {}, clear() {} };

const noStorage: Storage = {
  put: () => Promise.reject(new Error('This context has no storage')),
  get: () => Promise.reject(new Error('This context has no storage')),
  delete: () => Promise.reject(new Error('This context has no storage')),
};

/** The transport-free context: tests build it directly and call `appRouter.createCaller` on it. */
export function createContextInner(options: Partial<Context> & { em: Em }): Context {
  return {
    user: null,
    sessionToken: null,
    sessionEnded: null,
    guestIdHeader: null,
    client: 'api',
    sessionCookie: ignoreCookies,
    storage: noStorage,
    mail: NO_MAIL,
    clientIp: null,
    rateLimiters: NO_RATE_LIMITS,
    setHeader: () => {},
    adoptGuestCart,
    ...options,
  };
}

/** `live`: this instance's hub, which its event streams subscribe to (design.md §8 "Live screens"). */
export type AppDeps = { orm: Orm; env: Env; storage: Storage; mail: MailOutbox; live: LiveHub };
/** What serving a request needs besides the app's parts: the rate limiters, made once per app. */
export type RequestDeps = AppDeps & { rateLimiters: RateLimiters };

function cookieWriter(env: Env, appendSetCookie: (value: string) => void): SessionCookieWriter {
  const base = { httpOnly: true, sameSite: 'Lax', secure: env.isProduction, path: '/' } as const;
  return {
    set(token, expiresAt) {
      appendSetCookie(serialize(SESSION_COOKIE, token, { ...base, expires: expiresAt, maxAge: SESSION_LIFETIME_MS / 1000 }));
    },
    clear() {
      appendSetCookie(serialize(SESSION_COOKIE, '', { ...base, maxAge: 0 }));
    },
  };
}

function bearerToken(c: HonoContext): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Builds the request context from a Hono request; `appendSetCookie` and `setHeader` are how the
 * transport writes its answer's headers (Hono's own headers unless the transport says otherwise).
 */
export async function createContext(
  c: HonoContext,
  deps: RequestDeps,
  client: ClientKind,
  appendSetCookie: (value: string) => void,
  setHeader: (name: string, value: string) => void = (name, value) => c.header(name, value),
): Promise<Context> {
  const sessionCookie = cookieWriter(deps.env, appendSetCookie);
  const bearer = bearerToken(c);
  const cookieToken = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const sessionToken = bearer ?? cookieToken ?? null;
  // The session is read in an ORM context of the request's own; with none to read, the calls fork
  // theirs from the ORM's root (the same fork: a fresh identity map, the root's settings), which
  // saves building a context nobody reads for every anonymous request (the API budget, design.md §5).
  const em = sessionToken ? (deps.orm.em.fork() as Em) : sqlEm(deps.orm);
  const session = sessionToken ? await validateSessionToken(em, sessionToken) : null;
  // Asked only of a token that no longer works, which a signed-in shop rarely sends.
  const sessionEnded = sessionToken && !session ? await sessionEndReason(em, sessionToken) : null;
  if (cookieToken) {
    if (!session) sessionCookie.clear();
    else if (session.renewed) sessionCookie.set(cookieToken, session.expiresAt);
  }
  return {
    em,
    user: session?.user ?? null,
    sessionToken: session ? sessionToken : null,
    sessionEnded,
    guestIdHeader: c.req.header(GUEST_ID_HEADER) ?? null,
    client,
    sessionCookie,
    storage: deps.storage,
    mail: deps.mail,
    clientIp: clientIp(c, deps.env.TRUST_PROXY),
    rateLimiters: deps.rateLimiters,
    setHeader,
    adoptGuestCart,
  };
}
