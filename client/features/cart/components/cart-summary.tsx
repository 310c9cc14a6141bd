import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { centavosToPesos, formatPesos } from '../../../../shared/money.ts';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import { ProvinceSelect } from '../../../components/province-select.tsx';
import type { LineState } from '../line-state.ts';

/**
 * Why Checkout waits, and what the buyer can do, said under the button: a disabled 'Remove
 * Unavailable Items' read as an action that did nothing (audit B-6).
 */
const WAITING_FOR: Record<Extract<LineState, 'gone' | 'held'>, string> = {
  gone: 'Remove the pieces that are no longer available to check out.',
  held: 'Checkout opens when the held piece comes free, or once you remove it.',
};

type CartSummaryProps = {
  /** The same computation checkout shows and submits, so the cart's Total is the amount to pay. */
  amounts: OrderAmounts;
  count: number;
  province: string | null;
  onProvinceChange: (province: string | null) => void;
  /** What keeps the cart from checkout: a line gone for good, else one another buyer holds; null when nothing does. */
  blockedBy: 'gone' | 'held' | null;
  onCheckout: () => void;
};

export function CartSummary(props: CartSummaryProps) {
  const reasonId = useId();
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
        <Button size="md" disabled={props.blockedBy !== null} onClick={props.onCheckout} fullWidth aria-describedby={props.blockedBy ? reasonId : undefined}>
          Checkout
        </Button>
        {props.blockedBy && (
          <Text id={reasonId} size="sm" c="dimmed">
            {WAITING_FOR[props.blockedBy]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
