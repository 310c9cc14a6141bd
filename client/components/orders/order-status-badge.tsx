import { Badge } from '@mantine/core';
import { orderStatusName, type OrderStatus } from '../../../shared/constants.ts';

/** docs/product/pieces-and-orders.md "Order status": pending yellow, awaiting payment fix orange, approved green, shipped blue, delivered indigo, cancelled red. */
const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  awaiting_payment_fix: 'orange',
  approved: 'green',
  shipped: 'blue',
  delivered: 'indigo',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {orderStatusName(status)}
    </Badge>
  );
}
