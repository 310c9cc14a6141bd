import { describe, expect, it } from 'vitest';
import { placeFilter } from './place-search.ts';

describe('the address selects\' search', () => {
  it('offers everything for an empty search, up to the limit', () => {
    const options = ['Cebu', 'Cebu City', 'Davao City'].map((name) => ({ value: name, label: name }));
    const offered = (search: string, limit: number) =>
      placeFilter({ options, search, limit }).map((option) => ('label' in option ? option.label : option.group));
    expect(offered('', 2)).toEqual(['Cebu', 'Cebu City']);
    expect(offered(' city ', 100)).toEqual(['Cebu City', 'Davao City']);
  });
});
