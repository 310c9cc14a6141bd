import { foldSearchText } from '../pieces/pieces.ts';

/**
 * The catalogue's forgiving search (docs/product/rules.md "Catalogue filters and order"): a shopper's
 * words are folded as the pieces' `search_text` is (pieces/search-text.ts), so "levis" finds "Levi's",
 * "pina" finds "Piña" and "tshirt" finds "T-Shirt"; a few Filipino words find the shop's English ones.
 */

/**
 * Filipino (and Taglish) words shoppers type for what the shop lists in English: each also finds the
 * shop's words. Words the shop itself uses ("barong", "terno") need no entry. Keys and words are folded.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  maong: ['denim', 'jeans'],
  bestida: ['dress'],
  bestido: ['dress'],
  // A "polo" in the Philippines is any collared, buttoned shirt, not only a polo shirt.
  polo: ['shirt'],
  blusa: ['blouse'],
  palda: ['skirt'],
  pantalon: ['pants', 'trousers'],
  kamiseta: ['tee', 'tshirt'],
  dyaket: ['jacket'],
  sando: ['tank', 'sleeveless'],
};

/**
 * What each word of a search may be found as: itself or a synonym. A letter alone is part of a word
 * next to it ("t shirt", "a line", "levi s"), not a word, which nearly every piece has: it is found
 * joined to the word before or the word after.
 */
function wordAlternatives(words: readonly string[]): string[][] {
  const isWord = (word: string | undefined): word is string => word !== undefined && word.length > 1;
  return words.map((word, index) => {
    if (word.length > 1) return [word, ...(SEARCH_SYNONYMS[word] ?? [])];
    const before = words[index - 1];
    const after = words[index + 1];
    const joined = [...(isWord(before) ? [before + word] : []), ...(isWord(after) ? [word + after] : [])];
    return joined.length > 0 ? joined : [word];
  });
}

/**
 * A regular expression (PostgreSQL's) that `search_text` matches when every word of the search is in it,
 * in any order, as `wordAlternatives` finds it; null when no word has a letter or digit.
 * Folded words are only a–z and 0–9, so they need no escaping.
 */
export function searchWordsPattern(search: string): string | null {
  const words = search.split(/\s+/).map(foldSearchText).filter((word) => word !== '');
  if (words.length === 0) return null;
  const lookaheads = new Set(wordAlternatives(words).map((alternatives) => `(?=.*(?:${alternatives.join('|')}))`));
  return `^${[...lookaheads].join('')}`;
}
