import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { formatPesos } from '../../../../shared/money.ts';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge.tsx';
import { momentText } from '../../../../shared/moment-text.ts';
import { OrderTracking } from './order-tracking.tsx';

/** One order in the buyer's list: what, when, how much, and where it stands. */
export function OrderSummaryCard({ order, onOpen }: { order: OrderOutput; onOpen: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Order #${order.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Order #{order.id}</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm" c="dimmed">
          Placed {momentText(order.created_at)}
        </Text>
        <Stack gap={2}>
          {order.items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" lineClamp={1}>
                {item.product_name}
              </Text>
              <Text size="sm">{formatPesos(item.price)}</Text>
            </Group>
          ))}
        </Stack>
        <OrderTracking order={order} />
        {order.admin_notes && (
          <Text size="sm" fs="italic" lineClamp={2}>
            Note from the shop: {order.admin_notes}
          </Text>
        )}
        <Group justify="space-between">
          <Text fw={600}>Total {formatPesos(order.total_amount)}</Text>
          <Button variant="light" size="xs" onClick={onOpen}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
