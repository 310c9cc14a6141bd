import { hash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Orm } from '../db/orm.ts';
import { groupedStatements } from '../db/plain-statements.ts';
import { signInDelayMs, type RateLimitAction, type RateLimits, type SignInSlowdownRule } from './rate-limits.ts';

export type CounterKind = 'ip' | 'account';

/** The table migrations create for rate-limiter-flexible (its own columns: key, points, expire). */
const RATE_LIMIT_TABLE = 'rate_limits';

/** Counts sign-in attempts on one email from every address, to slow a distributed guess (never to refuse). */
type SignInSlowdown = SignInSlowdownRule & { attempts: RateLimiterPostgres };

/** A limiter per action and kind of subject; null where the limit is 0, which counts nothing. */
export type RateLimiters = Record<RateLimitAction, Record<CounterKind, RateLimiterPostgres | null>> & {
  signInSlowdown: SignInSlowdown | null;
};

const unlimited = { ip: null, account: null };
/** In-process callers (tests, scripts) are not limited unless they bring limiters of their own. */
export const NO_RATE_LIMITS: RateLimiters = {
  login: unlimited,
  register: unlimited,
  passwordChange: unlimited,
  passwordReset: unlimited,
  emailVerification: unlimited,
  hold: unlimited,
  order: unlimited,
  streamOpen: unlimited,
  signInSlowdown: null,
};

/** The outcome of counting one call: refused with the seconds to wait, or let through. */
export type Verdict = { refused: false } | { refused: true; retryAfterSeconds: number };

type PgQuery = { text: string; values?: unknown[] };

/** A node-postgres statement's text in the ORM's `?` form, and which of its values each `?` stands for. */
type OrmForm = { sql: string; valueAt: number[] };

/** The library sends a handful of texts (one per kind of statement): each is put in the ORM's form once. */
const ormForms = new Map<string, OrmForm>();

function ormFormOf(text: string): OrmForm {
  let form = ormForms.get(text);
  if (!form) {
    const valueAt: number[] = [];
    const sql = text.replace(/\$(\d+)/g, (_placeholder, index: string) => {
      valueAt.push(Number(index) - 1);
      return '?';
    });
    form = { sql, valueAt };
    ormForms.set(text, form);
  }
  return form;
}

/**
 * rate-limiter-flexible speaks node-postgres (`$1` placeholders, `{ rows }`); the app's grouped
 * statements take the ORM's `?`. Speaking through them keeps one pool, works on PGlite and PostgreSQL
 * alike, and sends a drop's counts to PostgreSQL in groups (decision 020).
 */
function storeClientOf(orm: Orm) {
  const run = groupedStatements(orm.em);
  return {
    async query({ text, values = [] }: PgQuery) {
      const { sql, valueAt } = ormFormOf(text);
      return { rows: await run({ sql, params: valueAt.map((index) => values[index]) }) };
    },
  };
}

/**
 * Counters live in the database every app instance shares, keyed `login:account:<sha-256>`: the
 * subject itself (an email, an address, a guest id) is never stored.
 */
export function createRateLimiters(orm: Orm, rules: RateLimits): RateLimiters {
  const storeClient = storeClientOf(orm);
  const counter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({ storeClient, storeType: 'client', tableName: RATE_LIMIT_TABLE, tableCreated: true, keyPrefix, points, duration });
  const limiter = (action: RateLimitAction, kind: CounterKind, points: number) =>
    points === 0 ? null : counter(`${action}:${kind}`, points, rules[action].windowSeconds);
  const slowdown = rules.signInSlowdown;
  const limitersOf = (action: RateLimitAction) => ({
    ip: limiter(action, 'ip', rules[action].perIp),
    account: limiter(action, 'account', rules[action].perAccount),
  });
  return {
    login: limitersOf('login'),
    register: limitersOf('register'),
    passwordChange: limitersOf('passwordChange'),
    passwordReset: limitersOf('passwordReset'),
    emailVerification: limitersOf('emailVerification'),
    hold: limitersOf('hold'),
    order: limitersOf('order'),
    streamOpen: limitersOf('streamOpen'),
    signInSlowdown:
      slowdown.freeFailures === 0 ? null : { ...slowdown, attempts: counter('login:slowdown', slowdown.freeFailures, slowdown.windowSeconds) },
  };
}

/** One-shot: a hash object per count costs about three times the CPU, twice for every hold of a drop (decision 018). */
const hashed = (subject: string) => hash('sha256', subject);

/** Counts one call against every subject given; refused when any is over its limit, for the longest wait. */
export async function countCall(limiters: RateLimiters[RateLimitAction], subjects: Record<CounterKind, string | null>): Promise<Verdict> {
  const counted = (['ip', 'account'] as const).flatMap((kind) => {
    const limiter = limiters[kind];
    const subject = subjects[kind];
    return limiter && subject !== null ? [limiter.consume(hashed(subject))] : [];
  });
  const waits: number[] = [];
  for (const outcome of await Promise.allSettled(counted)) {
    if (outcome.status === 'fulfilled') continue;
    // The library refuses with the count; anything else is the store failing, which is not a refusal.
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    waits.push(Math.max(1, Math.ceil(outcome.reason.msBeforeNext / 1000)));
  }
  return waits.length > 0 ? { refused: true, retryAfterSeconds: Math.max(...waits) } : { refused: false };
}

/** Forgets a subject's count: a successful sign-in clears that account's failed attempts. */
export async function clearCount(limiter: RateLimiterPostgres | null, subject: string): Promise<void> {
  await limiter?.delete(hashed(subject));
}

/**
 * Counts a sign-in attempt on an account before its password is checked, and says how long it must
 * wait first. Counted before, not after, so that guesses sent at once each see the ones before them
 * and wait longer; `penalty` adds the point without ever refusing.
 */
export async function countSignInAttempt(slowdown: SignInSlowdown, account: string): Promise<number> {
  const counted = await slowdown.attempts.penalty(hashed(account));
  return signInDelayMs(counted.consumedPoints, slowdown);
}

/**
 * Takes back the point of an attempt that turned out right. Only that point: the owner signing in
 * mid-attack must not wipe out the count the attacker's own guesses built up.
 */
export async function forgiveSignInAttempt(slowdown: SignInSlowdown, account: string): Promise<void> {
  await slowdown.attempts.reward(hashed(account));
}
