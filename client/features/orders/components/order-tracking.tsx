import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { describeShipment } from '../../../../shared/couriers.ts';
import type { ViewedOrderOutput } from '../../../../shared/schemas/orders.ts';

type Props = { order: Pick<ViewedOrderOutput, 'courier' | 'tracking_number' | 'tracking_url'> };

/**
 * How the buyer follows a shipped order: "Shipped with J&T Express · Tracking no. 1234 (Track parcel ↗)".
 * Without a courier page for the number it is the number alone, to quote to the courier.
 */
export function OrderTracking({ order }: Props) {
  const { courierName, trackingNumber } = describeShipment(order.courier, order.tracking_number);
  if (!courierName && !trackingNumber) return null;
  const parts = [courierName && `Shipped with ${courierName}`, trackingNumber && `Tracking no. ${trackingNumber}`].filter(Boolean);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
      {order.tracking_url && (
        <>
          {' '}
          (
          {/* Its own tap target, 44 px high, though it sits in a sentence. */}
          <Anchor href={order.tracking_url} target="_blank" rel="noopener noreferrer" display="inline-flex" mih={44} style={{ alignItems: 'center' }}>
            Track parcel <span aria-hidden="true">&nbsp;↗</span>
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Anchor>
          )
        </>
      )}
    </Text>
  );
}
