import { describe, expect, it } from 'vitest';
import { matchesPlace } from './place-names.ts';

describe('searching the address selects as a buyer types on a phone', () => {
  it('finds a place typed without its ñ, in any case, with spaces for hyphens', () => {
    expect(matchesPlace('Las Piñas City', 'las pinas')).toBe(true);
    expect(matchesPlace('Parañaque City', 'PARANAQUE')).toBe(true);
    expect(matchesPlace('Lapu-Lapu City', 'lapu lapu')).toBe(true);
  });

  it('finds a place by its words in any order, and only when every word is in it', () => {
    expect(matchesPlace('Cebu City', 'city cebu')).toBe(true);
    expect(matchesPlace('Cebu City', 'cebu davao')).toBe(false);
    expect(matchesPlace('Cebu', 'cebu city')).toBe(false);
  });

  it('finds the capital region by the name buyers call it too', () => {
    expect(matchesPlace('Metro Manila', 'NCR')).toBe(true);
    expect(matchesPlace('Metro Manila', 'national capital')).toBe(true);
    expect(matchesPlace('Cebu', 'NCR')).toBe(false);
  });
});
