import { Divider, Group, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPesos } from '../../../shared/money.ts';
import type { OrderOutput, ViewedOrderOutput } from '../../../shared/schemas/orders.ts';
import { momentText } from '../../../shared/moment-text.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { PaymentProofImage } from './payment-proof-image.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children || 'N/A'}</Text>
    </Stack>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

function deliveryAddress(order: Pick<OrderOutput, 'address_line1' | 'barangay' | 'city' | 'province'>): string {
  return [order.address_line1, order.barangay, order.city, order.province].filter(Boolean).join(', ');
}

/**
 * Everything an order holds, for its buyer and for the shop alike: who, where, what, how much, and, in
 * the buyer's own views, how they paid and their proof (not through a mail's link; the owner's desk
 * shows the proof large in its payment review, once). The item list is capped to
 * the viewport (docs/product/rules.md "Home, carousel, announcements and messages") so a long order still scrolls.
 */
export function OrderDetails({
  order,
  withPayment = false,
}: {
  order: ViewedOrderOutput & Partial<Pick<OrderOutput, 'payment_proof' | 'user'>>;
  /** The buyer's own views: how they said they paid, and the proof they sent. */
  withPayment?: boolean;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Placed {momentText(order.created_at)}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="Customer">{order.customer_name}</Field>
        <Field label="Email">{order.user?.email ?? order.email}</Field>
        <Field label="Instagram">{order.instagram_username}</Field>
        <Field label="Mobile number">{order.mobile_number}</Field>
        <Field label="Delivery address">{deliveryAddress(order)}</Field>
        <Field label="Approved">{momentText(order.approved_at)}</Field>
        {/* How the buyer said they paid (audit A-19): the owner's desk shows it in its payment review instead. */}
        {withPayment && (
          <>
            <Field label="Paid with">{order.payment_method}</Field>
            <Field label="Reference no.">{order.payment_reference}</Field>
            {order.amount_sent !== null && <Field label="Amount sent">{formatPesos(order.amount_sent)}</Field>}
          </>
        )}
      </SimpleGrid>
      <Divider />
      <Title order={4}>Items</Title>
      <ScrollArea.Autosize mah="40vh">
        <Stack gap={4}>
          {order.items.map((item) => (
            <Row key={item.id} label={item.product_name} value={formatPesos(item.price)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <Stack gap={4}>
        <Row label="Subtotal" value={formatPesos(order.subtotal)} />
        <Row label="Shipping Fee" value={formatPesos(order.shipping_fee)} />
        {order.discount > 0 && <Row label="Discount" value={`− ${formatPesos(order.discount)}`} />}
        <Row label="Total" value={formatPesos(order.total_amount)} strong />
      </Stack>
      {withPayment && order.payment_proof && (
        <>
          <Divider />
          <Title order={4}>Proof of Payment</Title>
          <PaymentProofImage path={order.payment_proof} />
        </>
      )}
    </Stack>
  );
}
