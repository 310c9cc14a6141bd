import { describe, expect, it } from 'vitest';
import { matchesPlace, placeFilter } from './place-search.ts';

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

  it('offers everything for an empty search, up to the limit', () => {
    const options = ['Cebu', 'Cebu City', 'Davao City'].map((name) => ({ value: name, label: name }));
    const offered = (search: string, limit: number) =>
      placeFilter({ options, search, limit }).map((option) => ('label' in option ? option.label : option.group));
    expect(offered('', 2)).toEqual(['Cebu', 'Cebu City']);
    expect(offered(' city ', 100)).toEqual(['Cebu City', 'Davao City']);
  });
});
