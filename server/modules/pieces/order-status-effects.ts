import type { OrderStatus } from '../../../shared/constants.ts';
import type { HoldColumns } from './availability.ts';

/** Orders whose buyer is still waiting for their pieces: those pieces cannot be deleted or restocked. */
export const OPEN_ORDER_STATUSES = ['pending', 'awaiting_payment_fix', 'approved', 'shipped'] as const satisfies readonly OrderStatus[];

export function isOpen(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * design.md §2: every order but a cancelled one holds its pieces (a delivered one until a restock
 * records the piece's return), and a one-off piece has at most one holder.
 */
export function holdsPieces(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** An order that is approved, shipped or delivered has had its payment approved. */
export function countsAsApproved(status: OrderStatus): boolean {
  return status === 'approved' || status === 'shipped' || status === 'delivered';
}

/**
 * design.md §2: what the status of the order holding a piece makes of it. Approving, shipping or
 * delivering sells it; pending means payment under review, and so does a payment being fixed; a piece
 * no order holds is Available.
 */
export function productStatusFor(status: OrderStatus): HoldColumns['status'] {
  if (status === 'pending' || status === 'awaiting_payment_fix') return 'Pending';
  if (status === 'cancelled') return 'Available';
  return 'Sold';
}
