import { describe, expect, it } from 'vitest';
import { GuestId } from './guest.ts';

describe('GuestId', () => {
  it('accepts a 21-character nanoid and the older guest-<timestamp>-<suffix> form', () => {
    expect(GuestId.safeParse('V1StGXR8_Z5jdHi6B-myT').success).toBe(true);
    expect(GuestId.safeParse('guest-1700000000000-a1b2c3d4').success).toBe(true);
  });

  it.each(['', 'short', 'V1StGXR8_Z5jdHi6B-myT!', "guest-1'; drop table carts;--", 'x'.repeat(22)])(
    'refuses %j',
    (value) => {
      expect(GuestId.safeParse(value).success).toBe(false);
    },
  );
});
