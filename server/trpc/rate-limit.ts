import { TooManyRequestsError } from '../errors.ts';
import { clearCount, counterKey, countCall } from '../rate-limit/rate-limiter.ts';
import type { RateLimitAction } from '../rate-limit/rate-limits.ts';
import type { Context } from './context.ts';
import { toTRPCError } from './domain-errors.ts';
import { createMiddleware } from './init.ts';

/** Whom a call is counted against besides its address: an email, a user, a guest. Null: nobody. */
export type AccountOf = (ctx: Context, input: unknown) => string | null;

type Options = {
  /** A call that succeeds clears the account's count, so only failed attempts add up (sign-in). */
  clearAccountOnSuccess?: boolean;
};

/**
 * The one place a limited procedure is counted, whichever transport called it (the REST adapter
 * calls the same procedures): one call per address and per account in the action's window, in the
 * database so that every app instance shares the count. Over either limit the call is refused with
 * TOO_MANY_REQUESTS (HTTP 429) and a Retry-After header.
 */
export function rateLimited(action: RateLimitAction, accountOf: AccountOf, options: Options = {}) {
  return createMiddleware(async ({ ctx, input, next }) => {
    const rule = ctx.rateLimits[action];
    const account = accountOf(ctx, input);
    const accountKey = account === null ? null : counterKey(action, 'account', account);
    const limits = new Map<string, number>();
    // An in-process caller (a test, a script) has no address; its account is still counted. A limit
    // of 0 is no limit, and is not counted at all.
    if (ctx.clientIp !== null && rule.perIp > 0) limits.set(counterKey(action, 'ip', ctx.clientIp), rule.perIp);
    if (accountKey !== null && rule.perAccount > 0) limits.set(accountKey, rule.perAccount);

    const counts = await countCall(ctx.em, [...limits.keys()], rule.windowSeconds);
    const over = counts.filter((count) => count.hits > (limits.get(count.key) ?? Infinity));
    if (over.length > 0) {
      const retryAfterSeconds = Math.max(...over.map((count) => count.retryAfterSeconds));
      ctx.setHeader('Retry-After', String(retryAfterSeconds));
      throw toTRPCError(new TooManyRequestsError(retryAfterSeconds));
    }

    const result = await next();
    if (result.ok && options.clearAccountOnSuccess && accountKey !== null && limits.has(accountKey)) await clearCount(ctx.em, accountKey);
    return result;
  });
}

/** The `email` of a sign-in or sign-up, as the input schema normalised it. */
export const emailOf: AccountOf = (_ctx, input) =>
  typeof input === 'object' && input !== null && 'email' in input && typeof input.email === 'string' ? `email:${input.email}` : null;

/** The signed-in user, else the guest of the X-Guest-ID header. */
export const buyerOf: AccountOf = (ctx) =>
  ctx.user ? `user:${ctx.user.id}` : ctx.guestIdHeader ? `guest:${ctx.guestIdHeader}` : null;

/** The signed-in user (the admin who changes a password). */
export const userOf: AccountOf = (ctx) => (ctx.user ? `user:${ctx.user.id}` : null);
