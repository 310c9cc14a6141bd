/** An `ilike` pattern matching `term` exactly, whatever its case: `%` and `_` typed by a person are letters, not wildcards. */
export function literalPattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An `ilike` pattern matching `term` anywhere, as literally as `literalPattern`. */
export function containsPattern(term: string): string {
  return `%${literalPattern(term)}%`;
}
