import { defineEntity, p } from '@mikro-orm/core';

/**
 * rate-limiter-flexible's Postgres table, declared here so that migrations create it (the library is
 * told the table exists). One row per limited subject (an IP, an account, a buyer) and action, shared
 * by every app instance; the key ends in a hash, so the table never holds an email, an IP or a guest id.
 */
const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    /** When the window ends, in milliseconds since the epoch (the library's unit). */
    expire: p.bigint('number').nullable(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
