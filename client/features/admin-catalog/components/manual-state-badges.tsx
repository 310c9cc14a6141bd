import { Badge } from '@mantine/core';
import { SHOP_TIME_ZONE } from '../../../../shared/shop-time.ts';
import type { AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';

/** Times in the shop's own zone, as the owner entered them, whatever the phone's zone. */
export const shopTimeFormat = new Intl.DateTimeFormat('en-PH', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** "Sold elsewhere" and "Reserved for @maria until …": the owner's manual states, beside the piece's status. */
export function ManualStateBadges({ product }: { product: AdminProductOutput }) {
  return (
    <>
      {product.marked_sold_at && (
        <Badge color="dark" variant="light" className="badge-wrap">
          Sold elsewhere
        </Badge>
      )}
      {product.reserved_for && product.reserved_until && (
        <Badge color="grape" variant="light" className="badge-wrap" tt="none">
          Reserved for {product.reserved_for} until {shopTimeFormat.format(new Date(product.reserved_until))}
        </Badge>
      )}
    </>
  );
}
