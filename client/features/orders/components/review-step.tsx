import { Alert, Button, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { instagramHandle } from '../../../../shared/instagram.ts';
import { normalMobileNumber } from '../../../../shared/mobile-number.ts';
import { formatPeso, formatPesos } from '../../../../shared/money.ts';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { errorMessage } from '../../../lib/errors.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { AmountToPay } from './amount-to-pay.tsx';

type ReviewStepProps = {
  items: CartItemOutput[];
  amounts: OrderAmounts;
  delivery: DeliveryValues;
  placing: boolean;
  uploadProgress: number;
  error: unknown;
  onBack: () => void;
  onPlace: () => void;
};

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text>{label}</Text>
      <Text style={{ whiteSpace: 'nowrap' }}>{value}</Text>
    </Group>
  );
}

/**
 * Checkout step 3, Place Order. As docs/product/rules.md "Delivery fees and totals" says, the Order Total shown here is the items' sum and the
 * shipping fee is listed beside it; what is submitted (and paid) is both together, the Amount to pay.
 */
export function ReviewStep({ items, amounts, delivery, placing, uploadProgress, error, onBack, onPlace }: ReviewStepProps) {
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
      <Row label="Shipping Fee" value={formatPeso(amounts.shippingCentavos)} />
      <Row label="Order Total" value={formatPeso(amounts.subtotalCentavos)} />
      <AmountToPay centavos={amounts.amountToPayCentavos} />
      <section aria-labelledby="review-delivery">
        <Title order={3} fz="md" id="review-delivery" mb={4}>
          Deliver to
        </Title>
        <Text size="sm">
          {delivery.customer_name} · @{instagramHandle(delivery.instagram_username)} · {normalMobileNumber(delivery.mobile_number) ?? delivery.mobile_number}
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
