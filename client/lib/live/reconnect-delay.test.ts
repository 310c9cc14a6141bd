import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

const dropped = (attempt: number, retryHintMs: number | null = null) => ({ attempt, status: null, retryAfter: null, retryHintMs });

describe('the delay before the stream connects again', () => {
  it('doubles with each failure in a row, up to 30 s, half of it jitter', () => {
    expect(reconnectDelay(dropped(0), 0)).toBe(500);
    expect(reconnectDelay(dropped(0), 0.99)).toBe(995);
    expect(reconnectDelay(dropped(3), 0)).toBe(4_000);
    expect(reconnectDelay(dropped(50), 0)).toBe(15_000);
    expect(reconnectDelay(dropped(50), 0.999)).toBeLessThanOrEqual(30_000);
  });

  it("starts from the stream's retry: hint when it gave one", () => {
    expect(reconnectDelay(dropped(0, 3_000), 0)).toBe(1_500);
    expect(reconnectDelay(dropped(2, 3_000), 0)).toBe(6_000);
    expect(reconnectDelay(dropped(0, 3_600_000), 0)).toBe(15_000);
  });

  it('waits longer for a busy server (429, 503), up to 2 minutes', () => {
    expect(reconnectDelay({ attempt: 0, status: 503, retryAfter: null, retryHintMs: null }, 0)).toBe(5_000);
    expect(reconnectDelay({ attempt: 0, status: 429, retryAfter: null, retryHintMs: null }, 0.5)).toBe(7_500);
    expect(reconnectDelay({ attempt: 20, status: 429, retryAfter: null, retryHintMs: null }, 0.999)).toBeLessThanOrEqual(120_000);
  });

  it('never comes back before the Retry-After it was given, within 2 minutes', () => {
    expect(reconnectDelay({ attempt: 0, status: 429, retryAfter: '40', retryHintMs: null }, 0)).toBe(40_000);
    expect(reconnectDelay({ attempt: 0, status: 503, retryAfter: '86400', retryHintMs: null }, 0)).toBe(120_000);
    expect(reconnectDelay({ attempt: 0, status: 503, retryAfter: 'Wed, 21 Oct 2015 07:28:00 GMT', retryHintMs: null }, 0)).toBe(5_000);
  });
});
