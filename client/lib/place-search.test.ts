import { describe, expect, it } from 'vitest';
import { placeFilter } from './place-search.ts';

const offered = (names: string[], search: string, limit: number) =>
  placeFilter({ options: names.map((name) => ({ value: name, label: name })), search, limit }).flatMap((option) =>
    'label' in option ? [{ label: option.label, disabled: option.disabled ?? false }] : [],
  );

describe('the address selects\' search', () => {
  it('offers everything for an empty search, up to the limit', () => {
    expect(offered(['Cebu', 'Cebu City', 'Davao City'], ' city ', 100).map((option) => option.label)).toEqual(['Cebu City', 'Davao City']);
    expect(offered(['Cebu', 'Cebu City'], '', 2).map((option) => option.label)).toEqual(['Cebu', 'Cebu City']);
  });

  it('says how many more match past the limit, on a line that cannot be picked (audit A-17: Manila has 897 barangays)', () => {
    const manila = Array.from({ length: 897 }, (_, index) => `Barangay ${index + 1}`);
    const options = offered(manila, '', 100);
    expect(options).toHaveLength(101);
    expect(options.at(-1)).toEqual({ label: 'and 797 more: type part of the name', disabled: true });
    expect(offered(manila, 'barangay 89', 100).map((option) => option.label)).toEqual(['Barangay 89', ...Array.from({ length: 8 }, (_, index) => `Barangay ${890 + index}`)]);
  });
});
