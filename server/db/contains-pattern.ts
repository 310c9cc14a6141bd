/** An `ilike` pattern matching `term` anywhere: `%` and `_` typed by a person are letters, not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
