import type { Condition } from '../../../shared/condition-names.ts';

/**
 * A grade's label from its name (very_good reads "Very good"), for the cards: the grades' table with
 * their meanings (shared/vintage-details.ts) would weigh on the list's first load (design.md §5).
 */
export function gradeLabel(condition: Condition): string {
  return condition.charAt(0).toUpperCase() + condition.slice(1).replace('_', ' ');
}
