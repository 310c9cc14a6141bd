import { Badge } from '@mantine/core';
import { momentText } from '../../../../shared/moment-text.ts';
import type { AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';

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
          Reserved for {product.reserved_for} until {momentText(product.reserved_until)}
        </Badge>
      )}
    </>
  );
}
