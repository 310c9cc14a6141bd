import { isOptionsGroup, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';

/**
 * A place name as a buyer types it on a phone keyboard: without the ñ ("Las Pinas", "Paranaque"), in
 * any case, with spaces for hyphens and dots ("Lapu Lapu", "Gen Santos").
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every word typed appears in the name, in any order ("city cebu" finds Cebu City). */
export function matchesPlace(name: string, search: string): boolean {
  const folded = foldPlaceName(name);
  return foldPlaceName(search)
    .split(' ')
    .every((word) => folded.includes(word));
}

/** The address selects' search: Mantine's default, but folded as above. The options are never grouped. */
export const placeFilter: OptionsFilter = ({ options, search, limit }) =>
  options
    .filter((option): option is Exclude<ComboboxParsedItem, { group: string }> => !isOptionsGroup(option) && matchesPlace(option.label, search))
    .slice(0, limit);
