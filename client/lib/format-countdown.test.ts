import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('rounds a part-second up so the clock never shows 0:00 while time is left', () => {
    expect(formatCountdown(0.4)).toBe('0:01');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
