import { defineEntity, p } from '@mikro-orm/core';

/**
 * One fixed-window counter per limited subject (an IP, an account, a buyer), shared by every app
 * instance on the database. The key is a hash, so the table never holds an email, an IP or a guest id.
 */
const RateLimitCounterSchema = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    key: p.string().length(128).primary(),
    hits: p.integer(),
    resetAt: p.datetime().index(),
  },
});

export class RateLimitCounter extends RateLimitCounterSchema.class {}
RateLimitCounterSchema.setClass(RateLimitCounter);
