import { describe, expect, it } from 'vitest';
import { CONDITION_GRADES, CONDITIONS } from '../../../shared/vintage-details.ts';
import { detailFilterCount, listInput, parseCatalogSearch } from './catalog-search.ts';
import { gradeLabel } from '../../../shared/condition-names.ts';

describe('the catalogue’s detail filters in the URL', () => {
  it('restores ranges in cm, a grade and a brand from the URL and asks the server for them', () => {
    const search = parseCatalogSearch({ pit_to_pit_min: 50, pit_to_pit_max: 55.5, waist_max: 80, min_condition: 'very_good', brand: 'Levi’s', page: 2 });
    expect(search).toMatchObject({ pit_to_pit_min: 50, pit_to_pit_max: 55.5, waist_min: undefined, waist_max: 80, min_condition: 'very_good', brand: 'Levi’s' });
    expect(detailFilterCount(search)).toBe(5);
    expect(listInput(search, {})).toMatchObject({ pit_to_pit_min: 50, pit_to_pit_max: 55.5, waist_max: 80, min_condition: 'very_good', brand: 'Levi’s', page: 2 });
  });

  it('drops what the server would refuse: a text, a negative or huge length, an unknown grade', () => {
    const search = parseCatalogSearch({ pit_to_pit_min: 'wide', pit_to_pit_max: -1, waist_min: 301, min_condition: 'new', brand: 'x'.repeat(101) });
    expect(detailFilterCount(search)).toBe(0);
  });

  it('rounds a length to the hundredth the server takes', () => {
    expect(parseCatalogSearch({ waist_min: 76.2049 }).waist_min).toBe(76.2);
  });
});

describe('a card’s condition', () => {
  it.each(CONDITIONS)('reads %s as the grade’s own label', (condition) => {
    expect(gradeLabel(condition)).toBe(CONDITION_GRADES[condition].label);
  });
});
