import { isOptionsGroup, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { matchesPlace } from '../../shared/place-names.ts';

/** The address selects' search: Mantine's default, but folded as a phone keyboard types (shared/place-names.ts). The options are never grouped. */
export const placeFilter: OptionsFilter = ({ options, search, limit }) =>
  options
    .filter((option): option is Exclude<ComboboxParsedItem, { group: string }> => !isOptionsGroup(option) && matchesPlace(option.label, search))
    .slice(0, limit);
