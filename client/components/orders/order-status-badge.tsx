import { Badge } from '@mantine/core';
import type { OrderStatus } from '../../../shared/constants.ts';

/** docs/product/pieces-and-orders.md "Order status": pending yellow, approved green, shipped blue, delivered indigo, cancelled red. */
const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  shipped: 'blue',
  delivered: 'indigo',
  cancelled: 'red',
};

export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {orderStatusLabel(status)}
    </Badge>
  );
}
