import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { formatPesos } from '../../../../shared/money.ts';
import { HtmlContent } from '../../../components/html-content.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';

/** The view after a placed order, with the shop's own thank-you message (the thanks_message setting, docs/product/pieces-and-orders.md "Settings"). */
export function ThankYou({ order, onClose }: { order: OrderOutput; onClose: () => void }) {
  const { thanks_message: message } = useShopSettings();
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
        <IconCheck size={32} />
      </ThemeIcon>
      <Title order={3}>Thank you for your order!</Title>
      <Text>
        Order <strong>#{order.id}</strong> is placed and waiting for the shop to check your payment.
      </Text>
      {/* What was bought and where the receipt went (audit A-9): the buyer need not trust the screen alone. */}
      <Text size="sm" c="dimmed">
        {order.items.length === 1 ? '1 piece' : `${order.items.length} pieces`} · {formatPesos(order.total_amount)} · A receipt is on its way to{' '}
        <strong>{order.email}</strong>
      </Text>
      <HtmlContent html={message} />
      <Group justify="center">
        <Button component={Link} to="/my-orders" onClick={onClose}>
          View My Orders
        </Button>
        <Button component={Link} to="/products" variant="default" onClick={onClose}>
          Continue Shopping
        </Button>
      </Group>
    </Stack>
  );
}
