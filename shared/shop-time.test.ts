import { describe, expect, it } from 'vitest';
import { fromShopDateTimeInput, shopDateTimeInput } from './shop-time.ts';

describe('a date and time in Manila (drops, schedules, reservations)', () => {
  it('names the instant eight hours before the same wall time in UTC, whatever the device’s zone', () => {
    expect(fromShopDateTimeInput('2026-11-28T20:00')?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(fromShopDateTimeInput('2026-12-01T03:30')?.toISOString()).toBe('2026-11-30T19:30:00.000Z');
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
    for (const text of ['', 'tomorrow', '2026-11-28', '2026-11-28 20:00', '2026-02-30T20:00', '2026-11-28T24:00', '2026-11-28T25:00', '2026-11-28T20:00:61']) {
      expect(fromShopDateTimeInput(text), text).toBeNull();
    }
  });
});
