import type { CartItemOutput } from '../../../shared/schemas/cart.ts';

/**
 * What a cart line is to its buyer now (docs/product/pieces-and-orders.md "Cart availability"):
 * `held`, On Hold for someone else for a time, may come free (audit B-6: it read as gone); `gone`,
 * Sold, Pending or withdrawn, only removing it lets the buyer check out.
 */
export type LineState = 'reserved' | 'available' | 'held' | 'gone';

export function lineState(item: CartItemOutput): LineState {
  if (item.reserved_by_you) return 'reserved';
  if (item.is_available) return 'available';
  return item.product.status === 'OnHold' ? 'held' : 'gone';
}

/** Lines checkout would take: theirs, or free. Only these count in the summary's items and subtotal. */
export function inCheckout(item: CartItemOutput): boolean {
  const state = lineState(item);
  return state === 'reserved' || state === 'available';
}
