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

/** The other names a buyer calls a place by: the capital region is "NCR" as often as "Metro Manila". */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Metro Manila': ['NCR', 'National Capital Region'],
};

/** The words of a search, folded: what `hasEveryWord` looks for. */
export const searchWords = (search: string): string[] => foldPlaceName(search).split(' ');

/** Every word appears in the name, already folded (a long list folds its names once). */
export const hasEveryWord = (foldedName: string, words: readonly string[]): boolean => words.every((word) => foldedName.includes(word));

/** Every word typed appears in the name, or in another name of the place, in any order ("city cebu" finds Cebu City). */
export function matchesPlace(name: string, search: string): boolean {
  const words = searchWords(search);
  return [name, ...(OTHER_NAMES[name] ?? [])].some((known) => hasEveryWord(foldPlaceName(known), words));
}
