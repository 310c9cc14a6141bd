import { describe, expect, it } from 'vitest';
import { pendingOrdersBadge, pendingOrdersLabel } from './pending-orders-label.ts';

describe('the header’s pending orders', () => {
  it('names the button with the number of orders waiting, or none, and no number while it is unknown', () => {
    expect(pendingOrdersLabel(undefined)).toBe('Pending orders');
    expect(pendingOrdersLabel(0)).toBe('Pending orders: none');
    expect(pendingOrdersLabel(1)).toBe('Pending orders: 1');
    expect(pendingOrdersLabel(140)).toBe('Pending orders: 140');
  });

  it('keeps the badge to three characters', () => {
    expect(pendingOrdersBadge(7)).toBe('7');
    expect(pendingOrdersBadge(99)).toBe('99');
    expect(pendingOrdersBadge(100)).toBe('99+');
  });
});
