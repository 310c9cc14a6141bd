import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COURIER_IDS, COURIERS, type Courier } from '../../../../shared/couriers.ts';
import { MAX_TRACKING_NUMBER_LENGTH } from '../../../../shared/schemas/admin-orders.ts';

const COURIER_OPTIONS = COURIER_IDS.map((id) => ({ value: id, label: COURIERS[id].name }));

type Props = {
  courier: Courier | null;
  trackingNumber: string;
  onCourierChange: (courier: Courier | null) => void;
  onTrackingNumberChange: (trackingNumber: string) => void;
  /** Shipping now: "No tracking number" is offered, ticked to ship without one (`noTracking`). */
  noTracking: boolean | null;
  onNoTrackingChange: (noTracking: boolean) => void;
  trackingError: string | null;
};

/**
 * Who carries the parcel and its number, set when the order ships; the buyer then sees a tracking link.
 * Shipping asks for the number, or "No tracking number" said outright (a parcel handed over in person):
 * an "on its way" mail without it leaves the buyer with nothing to follow.
 */
export function ShippingFields({ courier, trackingNumber, onCourierChange, onTrackingNumberChange, noTracking, onNoTrackingChange, trackingError }: Props) {
  // Same-day couriers have no tracking page by number: the rider's share link is the buyer's link.
  const byShareLink = courier !== null && COURIERS[courier].trackingUrl === null;
  return (
    <Stack gap="xs">
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
          disabled={noTracking === true}
          error={trackingError}
          styles={{ input: { minHeight: 44 } }}
        />
      </SimpleGrid>
      {noTracking !== null && (
        <Checkbox
          label="No tracking number"
          size="md"
          // The label is what a thumb taps: 44 px tall, as every control on a phone.
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
          checked={noTracking}
          onChange={(event) => onNoTrackingChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
