import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CATEGORIES, SIZES } from '../../../../shared/constants.ts';
import { oneOfParam } from '../../../lib/search-params.ts';
import type { CatalogSearch } from '../catalog-search.ts';

type ProductFiltersProps = {
  value: CatalogSearch;
  onChange: (patch: Partial<CatalogSearch>) => void;
  withSearch: boolean;
  withCategory: boolean;
};

const SIZE_OPTIONS = [{ value: '', label: 'All sizes' }, ...SIZES.map((size) => ({ value: size, label: size.toUpperCase() }))];
const CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: category === 'men' ? 'Men' : 'Women' })),
];

export function ProductFilters({ value, onChange, withSearch, withCategory }: ProductFiltersProps) {
  const [searchText, setSearchText] = useState(value.search ?? '');
  // Back and Forward change the search in the URL: the box follows, unless it already says the same
  // (a trailing space being typed is not taken away).
  const [searchInUrl, setSearchInUrl] = useState(value.search);
  if (value.search !== searchInUrl) {
    setSearchInUrl(value.search);
    if ((value.search ?? '') !== searchText.trim()) setSearchText(value.search ?? '');
  }
  const commitSearch = useDebouncedCallback((text: string) => onChange({ search: text.trim() || undefined, page: undefined }), 350);

  return (
    <Group align="end" gap="md" wrap="wrap">
      {withSearch && (
        <TextInput
          label="Search"
          placeholder="Denim, floral, leather…"
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 220px' }}
        />
      )}
      {/* The phone's own picker: a Mantine Select would bring its combobox, popover and scroll area
          (~15 kB gzip) into the list pages' first load for a choice among seven. */}
      <NativeSelect
        label="Size"
        data={SIZE_OPTIONS}
        value={value.size ?? ''}
        onChange={(event) => onChange({ size: oneOfParam(event.currentTarget.value, SIZES), page: undefined })}
        w={130}
      />
      {withCategory && (
        <NativeSelect
          label="Category"
          data={CATEGORY_OPTIONS}
          value={value.category ?? ''}
          onChange={(event) => onChange({ category: oneOfParam(event.currentTarget.value, CATEGORIES), page: undefined })}
          w={130}
        />
      )}
      <Checkbox
        label="Hide Sold Products"
        checked={value.hide_sold ?? false}
        onChange={(event) => onChange({ hide_sold: event.currentTarget.checked || undefined, page: undefined })}
        className="checkbox-tap"
      />
    </Group>
  );
}
