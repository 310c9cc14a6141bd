import { createHash } from 'node:crypto';
import type { Em } from '../db/orm.ts';
import type { RateLimitAction } from './rate-limits.ts';

export type CounterKind = 'ip' | 'account';

/** `login:account:<sha-256>`: the subject itself (an email, an address, a guest id) is never stored. */
export function counterKey(action: RateLimitAction, kind: CounterKind, subject: string): string {
  return `${action}:${kind}:${createHash('sha256').update(subject).digest('hex')}`;
}

export type Count = { key: string; hits: number; retryAfterSeconds: number };

/** Expired counters are swept now and then; a fresh window starts on the row anyway. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let nextSweepAt = 0;

/**
 * Counts one call against each key and answers every key's count in its current window, in one
 * statement. The database's clock decides when a window ends, so every app instance agrees; the
 * keys are locked in sorted order, so two calls sharing keys can never deadlock.
 */
export async function countCall(em: Em, keys: string[], windowSeconds: number): Promise<Count[]> {
  if (keys.length === 0) return [];
  const sorted = [...new Set(keys)].sort();
  const rows = await em.execute<{ key: string; hits: number; retry_after: number }[]>(
    `insert into rate_limit_counters as counter (key, hits, reset_at)
     values ${sorted.map(() => `(?, 1, now() + ? * interval '1 second')`).join(', ')}
     on conflict (key) do update set
       hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
       reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
     returning key, hits, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`,
    sorted.flatMap((key) => [key, windowSeconds]),
  );
  await sweepExpired(em);
  return rows.map((row) => ({ key: row.key, hits: Number(row.hits), retryAfterSeconds: Number(row.retry_after) }));
}

/** Forgets a key's count: a successful sign-in clears that account's failed attempts. */
export async function clearCount(em: Em, key: string): Promise<void> {
  await em.execute('delete from rate_limit_counters where key = ?', [key]);
}

async function sweepExpired(em: Em): Promise<void> {
  if (Date.now() < nextSweepAt) return;
  nextSweepAt = Date.now() + SWEEP_EVERY_MS;
  await em.execute('delete from rate_limit_counters where reset_at < now()');
}
