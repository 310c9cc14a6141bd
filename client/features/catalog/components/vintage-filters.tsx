import './vintage-filters.css';
import { Button, Group } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { CONDITION_GRADES, CONDITIONS, DETAIL_LIMITS } from '../../../../shared/vintage-details.ts';
import { oneOfParam } from '../../../lib/search-params.ts';
import { LENGTH_FILTERS, type DetailSearch, type LengthFilter } from '../catalog-search.ts';

const LENGTH_LABELS: Record<LengthFilter, string> = {
  pit_to_pit_min: 'Pit to pit from (cm)',
  pit_to_pit_max: 'Pit to pit to (cm)',
  waist_min: 'Waist from (cm)',
  waist_max: 'Waist to (cm)',
};

type Texts = Record<LengthFilter | 'min_condition' | 'brand', string>;

const textsOf = (value: DetailSearch): Texts => ({
  pit_to_pit_min: String(value.pit_to_pit_min ?? ''),
  pit_to_pit_max: String(value.pit_to_pit_max ?? ''),
  waist_min: String(value.waist_min ?? ''),
  waist_max: String(value.waist_max ?? ''),
  min_condition: value.min_condition ?? '',
  brand: value.brand ?? '',
});

const NO_DETAILS: DetailSearch = { pit_to_pit_min: undefined, pit_to_pit_max: undefined, waist_min: undefined, waist_max: undefined, min_condition: undefined, brand: undefined };

/** A typed length, as a filter: a number of centimetres from 0 to 300, to the hundredth; else none. */
function centimetres(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 300 ? Math.round(value * 100) / 100 : undefined;
}

type Props = { value: DetailSearch; onChange: (patch: DetailSearch & { page?: undefined }) => void };

/**
 * The catalogue's "more filters" (design.md §2 "Catalogue filters"): pit-to-pit and waist ranges in centimetres ("fits a
 * 50 cm chest": pit to pit is half the chest), a condition grade or better, and a brand. Loaded when
 * a shopper opens it, so the list's first load does not carry it (design.md §5).
 */
export function VintageFilters({ value, onChange }: Props) {
  const [texts, setTexts] = useState(() => textsOf(value));
  const id = useId();
  const set = (name: keyof Texts, text: string) => setTexts((previous) => ({ ...previous, [name]: text }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const patch: DetailSearch = {
      min_condition: oneOfParam(texts.min_condition, CONDITIONS),
      brand: texts.brand.trim() || undefined,
    };
    for (const name of LENGTH_FILTERS) patch[name] = centimetres(texts[name]);
    onChange({ ...patch, page: undefined });
  };
  return (
    <form className="vintage-filters" onSubmit={apply} aria-label="More filters">
      <p className="vintage-filters-hint" id={`${id}-hint`}>
        Pit to pit is measured armpit to armpit across the piece laid flat: half its chest all around.
      </p>
      <Group align="end" gap="md" wrap="wrap">
        {LENGTH_FILTERS.map((name) => (
          <div className="filter-field" key={name}>
            <label htmlFor={`${id}-${name}`}>{LENGTH_LABELS[name]}</label>
            <input
              id={`${id}-${name}`}
              className="filter-control"
              type="text"
              inputMode="decimal"
              aria-describedby={name.startsWith('pit') ? `${id}-hint` : undefined}
              value={texts[name]}
              onChange={(event) => set(name, event.currentTarget.value)}
            />
          </div>
        ))}
        <div className="filter-field filter-field--wide">
          <label htmlFor={`${id}-condition`}>Condition</label>
          <select id={`${id}-condition`} className="filter-control" value={texts.min_condition} onChange={(event) => set('min_condition', event.currentTarget.value)}>
            <option value="">Any condition</option>
            {CONDITIONS.map((grade) => (
              <option key={grade} value={grade}>
                {grade === 'mint' ? 'Mint' : `${CONDITION_GRADES[grade].label} or better`}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field filter-field--wide">
          <label htmlFor={`${id}-brand`}>Brand</label>
          <input
            id={`${id}-brand`}
            className="filter-control"
            type="text"
            maxLength={DETAIL_LIMITS.brand}
            value={texts.brand}
            onChange={(event) => set('brand', event.currentTarget.value)}
          />
        </div>
      </Group>
      <Group gap="sm" mt="md">
        <Button type="submit" size="md">
          Apply filters
        </Button>
        <Button
          variant="default"
          size="md"
          onClick={() => {
            setTexts(textsOf({}));
            onChange({ ...NO_DETAILS, page: undefined });
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
