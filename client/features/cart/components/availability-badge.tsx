import { Badge } from '@mantine/core';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';

/** Spec §4: 'Reserved by You', 'On hold by other user', or Sold. */
export function AvailabilityBadge({ item }: { item: CartItemOutput }) {
  if (item.reserved_by_you) return <Badge color="green" variant="light">Reserved by You</Badge>;
  if (item.product.status === 'Sold') return <Badge color="gray">Sold</Badge>;
  if (!item.is_available) return <Badge color="yellow" variant="light">On hold by other user</Badge>;
  return null;
}
