import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { centavosToPesos, formatPesos } from '../../../../shared/money.ts';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import { ProvinceSelect } from '../../../components/province-select.tsx';

type CartSummaryProps = {
  /** The same computation checkout shows and submits, so the cart's Total is the amount to pay. */
  amounts: OrderAmounts;
  count: number;
  province: string | null;
  onProvinceChange: (province: string | null) => void;
  hasUnavailable: boolean;
  onCheckout: () => void;
};

export function CartSummary(props: CartSummaryProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Order summary">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Order Summary
        </Title>
        <ProvinceSelect label="Ship to province" placeholder="Choose a province, or type your city" value={props.province} onChange={(province) => props.onProvinceChange(province)} />
        <Group justify="space-between">
          <Text>Items</Text>
          <Text>{props.count}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Subtotal</Text>
          <Text>{formatPesos(centavosToPesos(props.amounts.subtotalCentavos))}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Shipping</Text>
          <Text>{props.province ? formatPesos(centavosToPesos(props.amounts.shippingCentavos)) : 'Choose a province'}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} c="rust.8">
            {formatPesos(centavosToPesos(props.amounts.amountToPayCentavos))}
          </Text>
        </Group>
        <Button size="md" disabled={props.hasUnavailable} onClick={props.onCheckout} fullWidth>
          {props.hasUnavailable ? 'Remove Unavailable Items' : 'Checkout'}
        </Button>
      </Stack>
    </Paper>
  );
}
