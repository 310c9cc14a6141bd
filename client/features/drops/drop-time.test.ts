import { describe, expect, it } from 'vitest';
import { shopDateTime } from '../../../shared/shop-time.ts';
import { dropTimeText } from './drop-time.ts';

describe("a drop's time for shoppers", () => {
  it('names the day and time in Manila, the shop’s own clock', () => {
    expect(dropTimeText(new Date('2026-11-27T12:00:00Z'))).toMatch(/^Fri, Nov 27, 8:00\sPM$/);
    // Just before midnight UTC it is already the next morning in Manila, as shop-time counts it.
    const lateUtc = new Date('2026-11-27T23:30:00Z');
    expect(shopDateTime(lateUtc)).toBe('2026-11-28 07:30');
    expect(dropTimeText(lateUtc)).toMatch(/^Sat, Nov 28, 7:30\sAM$/);
  });
});
