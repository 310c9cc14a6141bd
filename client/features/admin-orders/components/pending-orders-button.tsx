import { ActionIcon } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAdminOrderCounts } from '../hooks/use-admin-orders.ts';
import { useAppBadge } from '../hooks/use-app-badge.ts';
import { useLiveOrders } from '../hooks/use-live-orders.ts';
import { pendingOrdersBadge, pendingOrdersLabel } from '../pending-orders-label.ts';

/**
 * The owner's way in from any page (design.md §9, the header's pending count): the header's count of pending orders, kept live by the
 * tab's event stream, opening Order Management on its Pending tab. The root route loads it only for an
 * admin, so none of it reaches a shopper; it keeps the installed app's badge in step too.
 */
export function PendingOrdersButton() {
  const pending = useAdminOrderCounts().data?.pending;
  useLiveOrders();
  useAppBadge(pending);
  return (
    <span className="count-button">
      <ActionIcon
        renderRoot={(props) => <Link to="/admin-orders" search={{ status: 'pending' }} {...props} />}
        variant="subtle"
        color="walnut.9"
        size={44}
        aria-label={pendingOrdersLabel(pending)}
      >
        <IconClipboardList size={22} />
      </ActionIcon>
      {pending !== undefined && pending > 0 && (
        <span className="count-badge" aria-hidden>
          {pendingOrdersBadge(pending)}
        </span>
      )}
    </span>
  );
}
