import type { Env } from '../env.ts';

/**
 * The calls worth limiting (README "Security"): guessing passwords, mass sign-ups, hoarding holds,
 * and orders, whose proofs of payment are the costliest thing the server decodes.
 */
export type RateLimitAction = 'login' | 'register' | 'passwordChange' | 'hold' | 'order';

/** At most `perIp` calls from one address and `perAccount` for one account or buyer, per window. */
type RateLimitRule = { windowSeconds: number; perIp: number; perAccount: number };
export type RateLimits = Record<RateLimitAction, RateLimitRule>;

const MINUTE = 60;

export function rateLimitsFrom(env: Env): RateLimits {
  return {
    login: { windowSeconds: 15 * MINUTE, perIp: env.RATE_LIMIT_LOGIN_PER_IP, perAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT },
    register: { windowSeconds: 60 * MINUTE, perIp: env.RATE_LIMIT_REGISTER_PER_IP, perAccount: env.RATE_LIMIT_REGISTER_PER_ACCOUNT },
    passwordChange: {
      windowSeconds: 15 * MINUTE,
      perIp: env.RATE_LIMIT_PASSWORD_CHANGE_PER_IP,
      perAccount: env.RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT,
    },
    hold: { windowSeconds: MINUTE, perIp: env.RATE_LIMIT_HOLD_PER_IP, perAccount: env.RATE_LIMIT_HOLD_PER_BUYER },
    order: { windowSeconds: 15 * MINUTE, perIp: env.RATE_LIMIT_ORDER_PER_IP, perAccount: env.RATE_LIMIT_ORDER_PER_BUYER },
  };
}
