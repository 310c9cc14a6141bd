import { Alert, Button, Divider, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { instagramHandle } from '../../../../shared/instagram.ts';
import { normalMobileNumber } from '../../../../shared/mobile-number.ts';
import { formatPeso, formatPesos } from '../../../../shared/money.ts';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { errorMessage } from '../../../lib/errors.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { amountSentNote, normalizedPayment, type PaymentDetails } from '../payment-details.ts';
import { AmountToPay } from './amount-to-pay.tsx';

type ReviewStepProps = {
  items: CartItemOutput[];
  amounts: OrderAmounts;
  delivery: DeliveryValues;
  proof: File;
  payment: PaymentDetails;
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

/** Step 2 said back (audit A-5): the proof the owner will see, and how the buyer said they paid. */
function PaymentSummary({ proof, payment, amountToPay }: { proof: File; payment: PaymentDetails; amountToPay: number }) {
  const thumbnail = useObjectUrl(proof);
  const { method, reference, amountSent } = normalizedPayment(payment);
  const note = amountSentNote(amountSent, amountToPay);
  return (
    <section aria-labelledby="review-payment">
      <Title order={3} fz="md" id="review-payment" mb={4}>
        Your payment
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {thumbnail && <Image src={thumbnail} alt="Your proof of payment" h={96} w="auto" fit="contain" radius="sm" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          {method && <Text size="sm">Paid with {method}</Text>}
          {reference && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>Reference no. {reference}</Text>}
          {amountSent && <Text size="sm">Amount sent {formatPesos(Number(amountSent))}</Text>}
          {note && <Text size="sm">{note}</Text>}
        </Stack>
      </Group>
    </section>
  );
}

/**
 * Checkout step 3, Place Order. As docs/product/rules.md "Delivery fees and totals" says, the Order Total shown here is the items' sum and the
 * shipping fee is listed beside it; what is submitted (and paid) is both together, the Amount to pay. The lines read as the
 * sum they are (audit A-6): the Order Total under the pieces, the fee added to it, then the Amount to pay that they make.
 */
export function ReviewStep({ items, amounts, delivery, proof, payment, placing, uploadProgress, error, onBack, onPlace }: ReviewStepProps) {
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
      <Row label="Order Total" value={formatPeso(amounts.subtotalCentavos)} />
      <Row label="Shipping Fee" value={`+ ${formatPeso(amounts.shippingCentavos)}`} />
      {amounts.discountCentavos > 0 && <Row label="Discount" value={`− ${formatPeso(amounts.discountCentavos)}`} />}
      <AmountToPay
        centavos={amounts.amountToPayCentavos}
        discountCentavos={amounts.discountCentavos}
        parts={amounts.discountCentavos > 0 ? 'The total and the fee above, less the discount.' : 'The total and the fee above, together.'}
      />
      <PaymentSummary proof={proof} payment={payment} amountToPay={amounts.amountToPayCentavos} />
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
