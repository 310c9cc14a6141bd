import { Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { SIZES } from '../../../../shared/constants.ts';
import { oneOfParam } from '../../../lib/search-params.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { detailFilterCount, type CatalogSearch } from '../catalog-search.ts';

const VintageFilters = lazy(() => import('./vintage-filters.tsx').then((module) => ({ default: module.VintageFilters })));

type ProductFiltersProps = {
  value: CatalogSearch;
  onChange: (patch: Partial<CatalogSearch>) => void;
  withSearch: boolean;
};

const SIZE_OPTIONS = [{ value: '', label: 'All sizes' }, ...SIZES.map((size) => ({ value: size, label: size.toUpperCase() }))];

/** A labelled control of the filter bar. */
function Field({ label, children, grow }: { label: string; children: (id: string) => ReactNode; grow?: boolean }) {
  const id = useId();
  return (
    <div className={grow ? 'filter-field filter-field--grow' : 'filter-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * The list pages' filters (docs/product/rules.md "Catalogue filters and order") as the browser's own controls, styled like the shop's inputs:
 * Mantine's TextInput, NativeSelect and Checkbox would bring ~7 kB gzip into the first load of
 * /products (design.md §5). The phone's own picker suits a choice among seven anyway.
 */
export function ProductFilters({ value, onChange, withSearch }: ProductFiltersProps) {
  const [searchText, setSearchText] = useState(value.search ?? '');
  // Back and Forward change the search in the URL: the box follows, unless it already says the same
  // (a trailing space being typed is not taken away).
  const [searchInUrl, setSearchInUrl] = useState(value.search);
  if (value.search !== searchInUrl) {
    setSearchInUrl(value.search);
    if ((value.search ?? '') !== searchText.trim()) setSearchText(value.search ?? '');
  }
  const commitSearch = useDebouncedCallback((text: string) => onChange({ search: text.trim() || undefined, page: undefined }), 350);
  // Measurements, condition and brand (design.md §2 "Catalogue filters") wait behind a button, loaded when opened; a link
  // that sets some opens them.
  const detailCount = detailFilterCount(value);
  const [moreOpen, setMoreOpen] = useState(detailCount > 0);

  return (
    <>
      <Group align="end" gap="md" wrap="wrap">
        {withSearch && (
          <Field label="Search" grow>
            {(id) => (
              <div className="filter-search">
                <IconSearch size={16} aria-hidden />
                <input
                  id={id}
                  className="filter-control"
                  type="text"
                  inputMode="search"
                  enterKeyHint="search"
                  placeholder="Denim, floral, leather…"
                  value={searchText}
                  onChange={(event) => {
                    setSearchText(event.currentTarget.value);
                    commitSearch(event.currentTarget.value);
                  }}
                />
              </div>
            )}
          </Field>
        )}
        <Field label="Size">
          {(id) => (
            <select
              id={id}
              className="filter-control"
              value={value.size ?? ''}
              onChange={(event) => onChange({ size: oneOfParam(event.currentTarget.value, SIZES), page: undefined })}
            >
              {SIZE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="filter-check">
          <input
            type="checkbox"
            checked={value.hide_sold ?? false}
            onChange={(event) => onChange({ hide_sold: event.currentTarget.checked || undefined, page: undefined })}
          />
          Hide Sold Products
        </label>
        <button type="button" className="filter-control filter-more" aria-expanded={moreOpen} onClick={() => setMoreOpen(!moreOpen)}>
          More filters{detailCount > 0 && ` (${detailCount})`}
        </button>
      </Group>
      {moreOpen && (
        <Suspense>
          <VintageFilters value={value} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
