import type { OrderStatus } from '../../../shared/constants.ts';
import type { HoldColumns } from '../catalog/availability.ts';

/** Orders whose buyer is still waiting for their pieces: those pieces cannot be deleted. */
export const OPEN_ORDER_STATUSES = ['pending', 'approved', 'shipped'] as const satisfies readonly OrderStatus[];

/** Every order but a cancelled one lays claim to its pieces; a one-off piece has at most one claim. */
export function claimsProducts(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** An order that is approved, shipped or delivered has had its payment approved. */
export function countsAsApproved(status: OrderStatus): boolean {
  return status === 'approved' || status === 'shipped' || status === 'delivered';
}

/**
 * design.md §2: what an order's status makes of its products. Approving, shipping or delivering sells
 * them; cancelling puts them back on sale; pending means payment under review.
 */
export function productStatusFor(status: OrderStatus): HoldColumns['status'] {
  if (status === 'pending') return 'Pending';
  if (status === 'cancelled') return 'Available';
  return 'Sold';
}
