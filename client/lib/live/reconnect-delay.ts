/**
 * How long the stream waits before it connects again. Exponential with jitter, so the phones of a
 * whole drop that lost the server together do not come back in one wave; from the stream's `retry:`
 * hint when it gave one; longer when the server said it is busy (429, 503), and never shorter than a
 * Retry-After it gave.
 */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const BUSY_FIRST_DELAY_MS = 10_000;
const BUSY_MAX_DELAY_MS = 120_000;

export type FailedAttempt = {
  /** Failures in a row before this one (0 for the first). */
  attempt: number;
  /** The HTTP status that refused the stream, or null when the connection failed or dropped. */
  status: number | null;
  /** The Retry-After header as sent, if any. */
  retryAfter: string | null;
  /** The last `retry:` field of the stream (ms), if any. */
  retryHintMs: number | null;
};

/** `random` in [0, 1): half the delay is fixed, half is jitter. */
export function reconnectDelay({ attempt, status, retryAfter, retryHintMs }: FailedAttempt, random: number = Math.random()): number {
  const busy = status === 429 || status === 503;
  const first = busy ? BUSY_FIRST_DELAY_MS : Math.min(MAX_DELAY_MS, retryHintMs ?? FIRST_DELAY_MS);
  const max = busy ? BUSY_MAX_DELAY_MS : MAX_DELAY_MS;
  const ceiling = Math.min(max, first * 2 ** Math.min(attempt, 16));
  const jittered = ceiling / 2 + (random * ceiling) / 2;
  return Math.max(jittered, Math.min(BUSY_MAX_DELAY_MS, retryAfterMs(retryAfter)));
}

/** Retry-After in seconds; the HTTP-date form is not worth its code here (0 when absent or unread). */
function retryAfterMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  return retryAfter !== null && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
