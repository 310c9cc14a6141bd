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

/**
 * A numbered barangay ("Barangay 5-A"): by the country's habit one of the town centre's, which the
 * PSGC marks "(Pob.)" and the address package at times leaves unmarked (all of Davao City's 1-A … 40-D).
 */
const NUMBERED_BARANGAY = /^barangay \d/;

/**
 * The words a search compares a name with, folded. The PSGC shortens a town centre to "Pob." ("Agao
 * Pob."), and buyers write it out: such a name, and a numbered barangay, has the word "poblacion" too.
 */
export function placeWords(name: string): string[] {
  const folded = foldPlaceName(name);
  const words = folded.split(' ');
  return words.includes('pob') || NUMBERED_BARANGAY.test(folded) ? [...words, 'poblacion'] : words;
}

/** The words of a search, folded: what `hasEveryWord` looks for. */
export const searchWords = (search: string): string[] => foldPlaceName(search).split(' ');

const NUMBER = /^\d+$/;

/**
 * Every word typed begins a word of the name, in any order. A number followed by more of the search is
 * the whole number: "1-A" is Barangay 1-A, not 10-A or 11-A. The last word may still be being typed,
 * so "Barangay 1" also offers 10-A on the way to it.
 */
export function hasEveryWord(nameWords: readonly string[], words: readonly string[]): boolean {
  const last = words.length - 1;
  return words.every((word, index) =>
    nameWords.some((known) => (index < last && NUMBER.test(word) ? known === word : known.startsWith(word))),
  );
}

/** Every word typed begins a word of the name, or of another name of the place ("city cebu" finds Cebu City). */
export function matchesPlace(name: string, search: string): boolean {
  const words = searchWords(search);
  return [name, ...(OTHER_NAMES[name] ?? [])].some((known) => hasEveryWord(placeWords(known), words));
}

/** Built on first use, as shared/money.ts's formatter is: the checkout's chunk loads this file. */
let numericOrder: Intl.Collator | undefined;

/** Names in the order a person reads numbers: "Barangay 2-A" before "Barangay 19-B". */
export function comparePlaceNames(a: string, b: string): number {
  numericOrder ??= new Intl.Collator('en', { numeric: true });
  return numericOrder.compare(a, b);
}
