import { Alert, Button, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatPesos } from '../../../../shared/money.ts';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { errorMessage } from '../../../lib/errors.ts';
import type { DeliveryValues } from '../delivery-values.ts';

type ReviewStepProps = {
  items: CartItemOutput[];
  subtotal: number;
  shipping: number;
  delivery: DeliveryValues;
  placing: boolean;
  uploadProgress: number;
  error: unknown;
  onBack: () => void;
  onPlace: () => void;
};

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Checkout step 3, Place Order. As spec §9 says, the Order Total shown here is the items' sum and the
 * shipping fee is listed beside it; what is submitted (and paid) is both together.
 */
export function ReviewStep({ items, subtotal, shipping, delivery, placing, uploadProgress, error, onBack, onPlace }: ReviewStepProps) {
  return (
    <Stack gap="md">
      <section aria-labelledby="review-items">
        <Title order={3} fz="md" id="review-items" mb="xs">
          Your pieces
        </Title>
        <Stack gap={6}>
          {items.map((item) => (
            <Row key={item.id} label={item.product.name} value={formatPesos(item.product.price)} />
          ))}
        </Stack>
      </section>
      <Divider />
      <Row label="Shipping Fee" value={formatPesos(shipping)} />
      <Row label="Order Total" value={formatPesos(subtotal)} strong />
      <section aria-labelledby="review-delivery">
        <Title order={3} fz="md" id="review-delivery" mb={4}>
          Deliver to
        </Title>
        <Text size="sm">
          {delivery.customer_name} · @{delivery.instagram_username.replace(/^@/, '')} · {delivery.mobile_number}
        </Text>
        <Text size="sm">{[delivery.address_line1, delivery.barangay, delivery.city, delivery.province].join(', ')}</Text>
      </section>
      {Boolean(error) && (
        <Alert color="red" role="alert" title={errorMessage(error, 'An error occurred while processing your order')}>
          Please try again or contact support for assistance.
        </Alert>
      )}
      {placing && <Progress value={uploadProgress * 100} animated aria-label="Sending your order" />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={placing}>
          Back
        </Button>
        <Button onClick={onPlace} loading={placing}>
          Place Order
        </Button>
      </Group>
    </Stack>
  );
}
