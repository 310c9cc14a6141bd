/**
 * The condition grades' names, best first (the order `min_condition` filters by). Apart from their
 * labels and meanings (shared/vintage-details.ts), so the catalogue's URL can be read on a shopper's
 * first load without carrying those (design.md §5).
 */
export const CONDITIONS = ['mint', 'excellent', 'very_good', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];
