import type { Env } from '../env.ts';

/**
 * The calls worth limiting (README "Security"): guessing passwords, mass sign-ups, mails sent on
 * request (reset and verification links), hoarding holds, and orders, whose proofs of payment are the
 * costliest thing the server decodes.
 */
export type RateLimitAction = 'login' | 'register' | 'passwordChange' | 'passwordReset' | 'emailVerification' | 'hold' | 'order' | 'streamOpen';

/**
 * At most `perIp` calls from one address and `perAccount` for one account or buyer, per window. For
 * sign-in the account is one email *at one address* (decision 010): a guesser elsewhere never spends
 * the owner's attempts.
 */
type RateLimitRule = { windowSeconds: number; perIp: number; perAccount: number };

/**
 * Sign-in failures for one email from every address: past `freeFailures` in the window each further
 * attempt waits before it is answered, longer each time up to `maxDelayMs`, but is never refused.
 */
export type SignInSlowdownRule = { windowSeconds: number; freeFailures: number; maxDelayMs: number };

export type RateLimits = Record<RateLimitAction, RateLimitRule> & { signInSlowdown: SignInSlowdownRule };

/** The first slowed attempt waits this long; each next one twice as long as the one before. */
const FIRST_DELAY_MS = 250;

/** How long the `attempt`-th unforgiven sign-in attempt on one email in the window waits (0: not slowed). */
export function signInDelayMs(attempt: number, rule: Pick<SignInSlowdownRule, 'freeFailures' | 'maxDelayMs'>): number {
  const slowed = attempt - rule.freeFailures;
  return slowed <= 0 ? 0 : Math.min(rule.maxDelayMs, FIRST_DELAY_MS * 2 ** (slowed - 1));
}

const MINUTE = 60;

export function rateLimitsFrom(env: Env): RateLimits {
  return {
    login: { windowSeconds: 15 * MINUTE, perIp: env.RATE_LIMIT_LOGIN_PER_IP, perAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP },
    signInSlowdown: {
      windowSeconds: 15 * MINUTE,
      freeFailures: env.RATE_LIMIT_LOGIN_SLOWDOWN_AFTER,
      maxDelayMs: env.RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS * 1000,
    },
    register: { windowSeconds: 60 * MINUTE, perIp: env.RATE_LIMIT_REGISTER_PER_IP, perAccount: env.RATE_LIMIT_REGISTER_PER_ACCOUNT },
    passwordChange: {
      windowSeconds: 15 * MINUTE,
      perIp: env.RATE_LIMIT_PASSWORD_CHANGE_PER_IP,
      perAccount: env.RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT,
    },
    passwordReset: { windowSeconds: 60 * MINUTE, perIp: env.RATE_LIMIT_PASSWORD_RESET_PER_IP, perAccount: env.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT },
    emailVerification: {
      windowSeconds: 60 * MINUTE,
      perIp: env.RATE_LIMIT_EMAIL_VERIFICATION_PER_IP,
      perAccount: env.RATE_LIMIT_EMAIL_VERIFICATION_PER_ACCOUNT,
    },
    hold: { windowSeconds: MINUTE, perIp: env.RATE_LIMIT_HOLD_PER_IP, perAccount: env.RATE_LIMIT_HOLD_PER_BUYER },
    order: { windowSeconds: 15 * MINUTE, perIp: env.RATE_LIMIT_ORDER_PER_IP, perAccount: env.RATE_LIMIT_ORDER_PER_BUYER },
    // Counted per address only: a stream is opened before anyone is known, and a crowd behind one address reconnects together.
    streamOpen: { windowSeconds: MINUTE, perIp: env.RATE_LIMIT_STREAM_OPEN_PER_IP, perAccount: 0 },
  };
}
