import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatPesos } from '../../../../shared/money.ts';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

type Props = { order: OrderOutput; selected: boolean; onSelect: () => void };

/** One row of the admin list: enough to recognise the order; a click opens its details. */
export function OrderListItem({ order, selected, onSelect }: Props) {
  const contact = [order.instagram_username, order.user?.email ?? order.email].filter(Boolean).join(' · ');
  // Spans throughout: a button may only hold phrasing content.
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected || undefined}
      w="100%"
      p="sm"
      bg={selected ? 'rust.0' : 'white'}
      bd={`1px solid ${selected ? 'var(--mantine-color-rust-8)' : 'var(--mantine-color-gray-3)'}`}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack component="span" gap={4}>
        <Group component="span" justify="space-between" wrap="nowrap">
          <Text component="span" fw={700}>
            Order #{order.id}
          </Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text component="span" size="sm" fw={500}>
          {order.customer_name}
        </Text>
        <Text component="span" size="xs" c="dimmed" truncate>
          {contact}
        </Text>
        <Group component="span" justify="space-between" wrap="nowrap">
          <Text component="span" size="xs" c="dimmed">
            {formatDate(order.created_at)}
          </Text>
          <Text component="span" size="sm" fw={600}>
            {formatPesos(order.total_amount)}
          </Text>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
