import type { CartItemOutput } from '../../../shared/schemas/cart.ts';
import { withLapsedHold } from '../../lib/live/hold-lapse.ts';

/** A line as it is at `now`: a lapsed hold frees the piece, for this buyer too, with no event (design.md §2). */
export function withLapsedLine(item: CartItemOutput, now: number): CartItemOutput {
  const product = withLapsedHold(item.product, now);
  return product === item.product ? item : { ...item, product, is_available: true, reserved_by_you: false };
}
