import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { COURIER_IDS, COURIERS, type Courier } from '../../../../shared/couriers.ts';
import { MAX_TRACKING_NUMBER_LENGTH } from '../../../../shared/schemas/admin-orders.ts';

const COURIER_OPTIONS = COURIER_IDS.map((id) => ({ value: id, label: COURIERS[id].name }));

type Props = {
  courier: Courier | null;
  trackingNumber: string;
  onCourierChange: (courier: Courier | null) => void;
  onTrackingNumberChange: (trackingNumber: string) => void;
};

/** Who carries the parcel and its number, set when the order ships; the buyer then sees a tracking link. */
export function ShippingFields({ courier, trackingNumber, onCourierChange, onTrackingNumberChange }: Props) {
  // Same-day couriers have no tracking page by number: the rider's share link is the buyer's link.
  const byShareLink = courier !== null && COURIERS[courier].trackingUrl === null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select<Courier>
        label="Courier"
        placeholder="Choose the courier"
        data={COURIER_OPTIONS}
        value={courier}
        onChange={onCourierChange}
        clearable
        styles={{ input: { minHeight: 44 } }}
      />
      <TextInput
        label="Tracking number"
        description={byShareLink ? 'Paste the share link (https://…) to give the buyer a tracking link.' : undefined}
        value={trackingNumber}
        onChange={(event) => onTrackingNumberChange(event.currentTarget.value)}
        maxLength={MAX_TRACKING_NUMBER_LENGTH}
        autoComplete="off"
        styles={{ input: { minHeight: 44 } }}
      />
    </SimpleGrid>
  );
}
