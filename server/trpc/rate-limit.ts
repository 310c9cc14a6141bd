import { TooManyRequestsError } from '../errors.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearCount, countCall, countSignInAttempt, forgiveSignInAttempt } from '../rate-limit/rate-limiter.ts';
import type { RateLimitAction } from '../rate-limit/rate-limits.ts';
import type { Context } from './context.ts';
import { toTRPCError } from './domain-errors.ts';
import { createMiddleware } from './init.ts';

/** Whom a call is counted against besides its address: an email, a user, a guest. Null: nobody. */
export type AccountOf = (ctx: Context, input: unknown) => string | null;

type Options = {
  /** A call that succeeds clears the account's count, so only failed attempts add up (sign-in). */
  clearAccountOnSuccess?: boolean;
  /**
   * Only guests are counted by their address; a signed-in user by their account alone. A thousand
   * buyers behind one carrier's address are each their own account (decision 025).
   */
  addressCountsGuestsOnly?: boolean;
};

/**
 * The one place a limited procedure is counted, whichever transport called it (the REST adapter
 * calls the same procedures): one call per address and per account in the action's window, counted
 * by rate-limiter-flexible in the database so that every app instance shares the count. Over either
 * limit the call is refused with TOO_MANY_REQUESTS (HTTP 429) and a Retry-After header.
 */
export function rateLimited(action: RateLimitAction, accountOf: AccountOf, options: Options = {}) {
  return createMiddleware(async ({ ctx, input, next }) => {
    const limiters = ctx.rateLimiters[action];
    const account = accountOf(ctx, input);
    // An in-process caller (a test, a script) has no address; its account is still counted.
    const ip = options.addressCountsGuestsOnly && ctx.user ? null : ctx.clientIp;
    const verdict = await countCall(limiters, { ip, account });
    if (verdict.refused) {
      ctx.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw toTRPCError(new TooManyRequestsError(verdict.retryAfterSeconds));
    }

    const result = await next();
    if (result.ok && options.clearAccountOnSuccess && account !== null) await clearCount(limiters.account, account);
    return result;
  });
}

/**
 * Slows a guess spread over many addresses (decision 010): each sign-in attempt on an account is
 * counted, whatever its address, and once the account's failures pass the free ones every attempt
 * waits before its password is checked, longer each time, up to a cap. It is never refused, so the
 * owner's right password still gets in. A right password takes its own attempt back. The wait is
 * told in a `Server-Timing: slowdown;dur=…` header.
 */
export function slowedWhenGuessed(accountOf: AccountOf) {
  return createMiddleware(async ({ ctx, input, next }) => {
    const slowdown = ctx.rateLimiters.signInSlowdown;
    const account = accountOf(ctx, input);
    if (!slowdown || account === null) return next();
    const delayMs = await countSignInAttempt(slowdown, account);
    if (delayMs > 0) {
      // Said, not only felt: the wait is what a guesser measures anyway, and the owner's browser
      // shows it in its network panel when a slow sign-in is wondered at.
      ctx.setHeader('Server-Timing', `slowdown;dur=${delayMs}`);
      await sleep(delayMs);
    }
    const result = await next();
    if (result.ok) await forgiveSignInAttempt(slowdown, account);
    return result;
  });
}

/** The `email` of a sign-in or sign-up, as the input schema normalised it. */
export const emailOf: AccountOf = (_ctx, input) =>
  typeof input === 'object' && input !== null && 'email' in input && typeof input.email === 'string' ? `email:${input.email}` : null;

/** The order link a payment fix is sent by (its `token`): a link's tries count against it, from any address. */
export const paymentFixLinkOf: AccountOf = (_ctx, input) =>
  typeof input === 'object' && input !== null && 'token' in input && typeof input.token === 'string' ? `payment-fix:${input.token}` : null;

/**
 * The email of a sign-in at the caller's address: what its failures are counted against, so that a
 * guesser's failures never refuse the owner elsewhere (decision 010).
 */
export const emailAtAddressOf: AccountOf = (ctx, input) => {
  const email = emailOf(ctx, input);
  return email === null ? null : `${email} from ${ctx.clientIp ?? 'in-process'}`;
};

/** The signed-in user, else the guest of the X-Guest-ID header. */
export const buyerOf: AccountOf = (ctx) =>
  ctx.user ? `user:${ctx.user.id}` : ctx.guestIdHeader ? `guest:${ctx.guestIdHeader}` : null;

/** The guest of the X-Guest-ID header, session or not (a guest's checkout). */
export const guestOf: AccountOf = (ctx) => (ctx.guestIdHeader ? `guest:${ctx.guestIdHeader}` : null);

/** The signed-in user (the admin who changes a password). */
export const userOf: AccountOf = (ctx) => (ctx.user ? `user:${ctx.user.id}` : null);
