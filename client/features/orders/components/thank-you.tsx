import { Anchor, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PlacedOrderOutput } from '../../../../shared/schemas/orders.ts';
import { formatPesos } from '../../../../shared/money.ts';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { HtmlContent } from '../../../components/html-content.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';

/** The view after a placed order, with the shop's own thank-you message (the thanks_message setting, docs/product/pieces-and-orders.md "Settings"). */
export function ThankYou({ order, onClose }: { order: PlacedOrderOutput; onClose: () => void }) {
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
      {order.view_link && <GuestNextSteps email={order.email} viewLink={order.view_link} onClose={onClose} />}
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

/**
 * A guest's order lives in this browser (its guest id): the link to keep opens it anywhere, and an
 * account under the same e-mail keeps the next ones, coming back here to this order after signing up.
 */
function GuestNextSteps({ email, viewLink, onClose }: { email: string; viewLink: string; onClose: () => void }) {
  const url = new URL(viewLink, window.location.origin).href;
  return (
    <Paper withBorder radius="md" p="md" w="100%" ta="left">
      <Stack gap="sm">
        <Text size="sm">Keep your order's link: it opens this order on any phone or computer, without this browser.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput label="Your order's link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} style={{ flex: 1, minWidth: 0 }} />
          <CopyValueButton value={url} label="Copy link" miw={96} />
        </Group>
        <Text size="sm">
          <Anchor renderRoot={(props) => <Link to="/register" search={{ email, returnUrl: viewLink }} {...props} />} onClick={onClose} className="tap-target">
            Create an account with {email}
          </Anchor>{' '}
          to follow your next orders from any device.
        </Text>
      </Stack>
    </Paper>
  );
}
