import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatPesos } from '../../../../shared/money.ts';
import type { AdminOrderOutput } from '../../../../shared/schemas/admin-orders.ts';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge.tsx';
import { momentText } from '../../../../shared/moment-text.ts';
import { ANCHOR_ATTRIBUTE } from '../hooks/use-scroll-anchor.ts';
import { statementVerdictWords } from '../statement-verdict-words.ts';

type Props = { order: AdminOrderOutput; selected: boolean; isNew: boolean; onSelect: () => void };

const BORDER = 'var(--mantine-color-gray-3)';
const SELECTED_BORDER = 'var(--mantine-color-rust-8)';
/** Drawn inside the border, so marking a row New, or the mark fading, never moves its content. */
const NEW_ACCENT = 'inset 4px 0 0 var(--mantine-color-rust-8)';

/**
 * One row of the admin list: enough to recognise the order, and what the owner's statement said of its
 * payment; a click opens its details. An order
 * placed while the page is open is marked New, by a word as well as the accent, until it is opened
 * or its mark fades after being seen.
 */
export function OrderListItem({ order, selected, isNew, onSelect }: Props) {
  const contact = [order.instagram_username, order.user?.email ?? order.email].filter(Boolean).join(' · ');
  const verdict = order.statement_match && statementVerdictWords(order.statement_match, order.total_amount);
  // Spans throughout: a button may only hold phrasing content.
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected || undefined}
      {...{ [ANCHOR_ATTRIBUTE]: order.id }}
      w="100%"
      p="sm"
      bg={selected || isNew ? 'rust.0' : 'white'}
      bd={`1px solid ${selected ? SELECTED_BORDER : BORDER}`}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: isNew ? NEW_ACCENT : 'none',
        transition: 'box-shadow 1s ease, background-color 1s ease',
      }}
    >
      <Stack component="span" gap={4}>
        <Group component="span" justify="space-between" wrap="nowrap">
          <Group component="span" gap="xs" wrap="nowrap">
            <Text component="span" fw={700}>
              Order #{order.id}
            </Text>
            {isNew && (
              <Badge component="span" size="sm" color="rust" variant="filled">
                New
              </Badge>
            )}
          </Group>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
          <Text component="span" size="sm" fw={500} truncate>
            {order.customer_name}
          </Text>
          {verdict && (
            <Badge component="span" size="sm" color={verdict.color} variant="light" style={{ flexShrink: 0 }}>
              {verdict.badge}
            </Badge>
          )}
        </Group>
        <Text component="span" size="xs" c="dimmed" truncate>
          {contact}
        </Text>
        <Group component="span" justify="space-between" wrap="nowrap">
          <Text component="span" size="xs" c="dimmed">
            {momentText(order.created_at)}
          </Text>
          <Text component="span" size="sm" fw={600}>
            {formatPesos(order.total_amount)}
          </Text>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
