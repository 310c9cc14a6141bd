import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_FIX_MESSAGES } from '../../../../shared/schemas/orders.ts';
import { Link } from '@tanstack/react-router';
import { OrderDetails } from '../../../components/orders/order-details.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useOrderByLink } from '../hooks/use-order-by-link.ts';
import { OrderTracking } from './order-tracking.tsx';
import { PaymentFixForm } from './payment-fix-form.tsx';

/** An order opened from the link in the shop's mail: read-only, the shop's note first. */
export function OrderByLinkView({ token }: { token: string }) {
  const order = useOrderByLink(token);
  const [fixSent, setFixSent] = useState(false);
  if (order.isPending) return <Skeleton h={420} radius="md" aria-label="Loading your order" />;
  if (order.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red">{errorMessage(order.error, 'This order could not be loaded.')}</Alert>
        <Button component={Link} to="/products">
          Browse Products
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {/* The page's heading says "Your Order": its number is a line, not a second heading under it (audit A-19). */}
      <Text fw={600} size="lg">
        Order #{order.data.id}
      </Text>
      <OrderTracking order={order.data} />
      {order.data.admin_notes && (
        <Alert color="blue" title="Note from the shop">
          {order.data.admin_notes}
        </Alert>
      )}
      {fixSent && (
        <Alert color="green" role="status">
          {PAYMENT_FIX_MESSAGES.sent}
        </Alert>
      )}
      {order.data.status === 'awaiting_payment_fix' && <PaymentFixForm token={token} order={order.data} onSent={() => setFixSent(true)} />}
      <OrderDetails order={order.data} withPayment />
    </Stack>
  );
}
