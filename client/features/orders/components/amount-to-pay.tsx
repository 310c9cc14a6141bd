import { Group, Paper, Text } from '@mantine/core';
import { formatPeso } from '../../../../shared/money.ts';

/**
 * What the buyer sends (shared/order-amounts.ts): the pieces and the shipping fee together, which is
 * the order total the shop records. Shown beside the payment instructions and the order summary,
 * because checkout's "Order Total" leaves the fee out (docs/product/rules.md "Delivery fees and totals").
 */
type AmountToPayProps = {
  centavos: number;
  /** The centavos the shop took off to make the amount this order's own (docs/product/payment-codes.md "Distinct amounts"). */
  discountCentavos: number;
  /** What the amount is made of, in the words of the lines beside it. */
  parts?: string;
};

export function AmountToPay({ centavos, discountCentavos, parts = 'Your pieces and the shipping fee together.' }: AmountToPayProps) {
  const ownAmount = discountCentavos > 0 ? ` ${formatPeso(discountCentavos)} off makes this amount your order's own, so the shop knows your payment when it arrives.` : '';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Amount to pay">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fw={700}>Amount to pay</Text>
        <Text fw={700} fz="lg" c="rust.8" style={{ whiteSpace: 'nowrap' }} data-amount-to-pay>
          {formatPeso(centavos)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {`${parts}${ownAmount} Send exactly this amount.`}
      </Text>
    </Paper>
  );
}
