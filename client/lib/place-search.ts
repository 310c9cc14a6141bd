import { isOptionsGroup, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { matchesPlace } from '../../shared/place-names.ts';

/** Never a place's name: the value of the line that says how many more places match. */
const MORE_VALUE = '\u0000more';

/**
 * The address selects' search: Mantine's default, but folded as a phone keyboard types (shared/place-names.ts). The options are never grouped.
 * A long list (Manila's 897 barangays) is cut at the select's limit, and then its last line, which cannot be
 * picked, says how many more match, so the buyer knows to type.
 */
export const placeFilter: OptionsFilter = ({ options, search, limit }) => {
  const found = options.filter((option): option is ComboboxItem => !isOptionsGroup(option) && matchesPlace(option.label, search));
  if (found.length <= limit) return found;
  const more = found.length - limit;
  return [...found.slice(0, limit), { value: MORE_VALUE, label: `and ${more} more: type part of the name`, disabled: true }];
};
