import { describe, expect, it } from 'vitest';
import { shopDateTimeInput, shopDateTimeToIso } from './shop-time.ts';

describe("a drop's time in Manila", () => {
  it('shows an instant in a datetime-local input as Manila’s wall clock, and reads it back to the same instant', () => {
    const instant = new Date('2026-11-27T12:00:00Z');
    expect(shopDateTimeInput(instant)).toBe('2026-11-27T20:00');
    const iso = shopDateTimeToIso('2026-11-27T20:00');
    expect(iso).toBe('2026-11-27T20:00:00+08:00');
    expect(new Date(iso ?? '').getTime()).toBe(instant.getTime());
  });

  it('reads an incomplete input as no time', () => {
    expect(shopDateTimeToIso('')).toBeNull();
    expect(shopDateTimeToIso('2026-11-27')).toBeNull();
    expect(shopDateTimeToIso('2026-13-45T99:99')).toBeNull();
  });
});
