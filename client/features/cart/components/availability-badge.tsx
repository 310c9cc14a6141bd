import { Badge, Group } from '@mantine/core';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { lineState } from '../line-state.ts';
import { HoldTimeLeft } from './hold-time-left.tsx';

/**
 * docs/product/pieces-and-orders.md "Cart availability": 'Reserved by You', 'On hold by other user', or
 * Sold or Pending; in full on a narrow phone too (storefront.css). A piece free to check out says Available: a
 * blank cell read as broken (audit A-15). A hold says how long it has left: the buyer's own, and
 * another's, after which the piece may come free (audit A-14, B-6).
 */
export function AvailabilityBadge({ item }: { item: CartItemOutput }) {
  const expiresAt = item.product.hold_expires_at;
  switch (lineState(item)) {
    case 'reserved':
      return (
        <Group gap={6}>
          <Badge color="green" variant="light" radius="sm" className="badge-wrap">
            Reserved by You
          </Badge>
          {expiresAt && <HoldTimeLeft expiresAt={expiresAt} whose="yours" />}
        </Group>
      );
    case 'held':
      return (
        <Group gap={6}>
          <Badge color="yellow" variant="light" radius="sm" className="badge-wrap">
            On hold by other user
          </Badge>
          {expiresAt && <HoldTimeLeft expiresAt={expiresAt} whose="another" />}
        </Group>
      );
    case 'gone':
      return (
        <Badge color="gray" radius="sm" className="badge-wrap">
          {item.product.status === 'Pending' ? 'Pending' : 'Sold'}
        </Badge>
      );
    case 'available':
      return <Badge variant="default" radius="sm" className="badge-wrap">Available</Badge>;
  }
}
