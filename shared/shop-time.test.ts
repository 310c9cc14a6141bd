import { describe, expect, it } from 'vitest';
import { fromShopDateTimeInput, shopDateTimeInput, shopMoment } from './shop-time.ts';

describe('a drop time in Manila', () => {
  it('reads as the owner says it, whatever the server’s zone', () => {
    expect(shopMoment(new Date('2026-11-28T12:00:00Z'))).toBe('Sat 28 Nov, 8:00 PM');
    expect(shopMoment(new Date('2026-11-27T16:05:00Z'))).toBe('Sat 28 Nov, 12:05 AM');
    expect(shopMoment(new Date('2026-11-28T04:30:00Z'))).toBe('Sat 28 Nov, 12:30 PM');
  });

  it('goes into a datetime-local input and comes back as the same instant', () => {
    const instant = new Date('2026-11-28T12:00:00Z');
    expect(shopDateTimeInput(instant)).toBe('2026-11-28T20:00:00');
    expect(fromShopDateTimeInput('2026-11-28T20:00:00')).toEqual(instant);
    // A browser leaves the seconds out when they are zero.
    expect(fromShopDateTimeInput('2026-11-28T20:00')).toEqual(instant);
    expect(fromShopDateTimeInput('2026-11-28T20:00:07')).toEqual(new Date('2026-11-28T12:00:07Z'));
  });

  it('is no time when the input is blank, malformed or a day that does not exist', () => {
    for (const text of ['', '2026-11-28', '2026-11-28 20:00', '2026-02-30T20:00', '2026-11-28T25:00', '2026-11-28T20:00:61']) expect(fromShopDateTimeInput(text)).toBeNull();
  });
});
