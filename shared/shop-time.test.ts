import { describe, expect, it } from 'vitest';
import { fromShopDateTimeInput, shopDateTimeInput } from './shop-time.ts';

describe('a date and time entered in Manila', () => {
  it('names the instant eight hours before the same wall time in UTC, whatever the device’s zone', () => {
    expect(fromShopDateTimeInput('2026-11-28T20:00')?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(fromShopDateTimeInput('2026-12-01T03:30')?.toISOString()).toBe('2026-11-30T19:30:00.000Z');
  });

  it('is shown back as it was entered', () => {
    expect(shopDateTimeInput(new Date('2026-11-28T12:00:00.000Z'))).toBe('2026-11-28T20:00');
  });

  it('is nothing when it is not a wall time that exists', () => {
    for (const text of ['', '2026-11-28', '2026-02-30T10:00', '2026-11-28T24:00', '2026-11-28 20:00', 'tomorrow']) {
      expect(fromShopDateTimeInput(text), text).toBeNull();
    }
  });
});
