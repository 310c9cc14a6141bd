import { Badge } from '@mantine/core';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';

/**
 * docs/product/pieces-and-orders.md "Cart availability": 'Reserved by You', 'On hold by other user', or
 * Sold; in full on a narrow phone too (storefront.css). A piece free to check out says Available: a
 * blank cell read as broken (audit A-15).
 */
export function AvailabilityBadge({ item }: { item: CartItemOutput }) {
  if (item.reserved_by_you) return <Badge color="green" variant="light" radius="sm" className="badge-wrap">Reserved by You</Badge>;
  if (item.product.status === 'Sold') return <Badge color="gray" radius="sm" className="badge-wrap">Sold</Badge>;
  if (!item.is_available) return <Badge color="yellow" variant="light" radius="sm" className="badge-wrap">On hold by other user</Badge>;
  return <Badge variant="default" radius="sm" className="badge-wrap">Available</Badge>;
}
