/** A gap between page numbers, drawn as an ellipsis. */
export const GAP = null;

/**
 * The page numbers a list's pagination shows: the first, the last, and the current one with its
 * neighbours, with a gap where pages are left out (1 … 4 5 6 … 12). Seven slots at most, so the row
 * fits a 360 px phone at 44 px per button.
 */
export function pageRange(current: number, last: number): (number | typeof GAP)[] {
  if (last <= 7) return Array.from({ length: last }, (_, index) => index + 1);
  const start = Math.min(Math.max(current - 1, 3), last - 4);
  const middle = [start, start + 1, start + 2];
  return [1, start === 3 ? 2 : GAP, ...middle, start + 2 === last - 2 ? last - 1 : GAP, last];
}
