/**
 * The condition grades' names, best first (the order `min_condition` filters by). Apart from their
 * labels and meanings (shared/vintage-details.ts), so the catalogue's URL can be read on a shopper's
 * first load without carrying those (design.md §5).
 */
export const CONDITIONS = ['mint', 'excellent', 'very_good', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * A grade's label from its name (very_good reads "Very good"), for the cards and the server's first
 * paint of the list pages: the grades' table with their meanings (shared/vintage-details.ts) would
 * weigh on the list's first load (design.md §5).
 */
export function gradeLabel(condition: Condition): string {
  return condition.charAt(0).toUpperCase() + condition.slice(1).replace('_', ' ');
}

/** What a card says under its price: "Size M · Very good", the grade left out when a piece has none. */
export function cardDetails(size: string, condition: Condition | null | undefined): string {
  return `Size ${size.toUpperCase()}${condition ? ` · ${gradeLabel(condition)}` : ''}`;
}
