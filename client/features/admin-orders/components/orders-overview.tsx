import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ORDER_STATUSES } from '../../../../shared/constants.ts';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useAdminOrderCounts } from '../hooks/use-admin-orders.ts';
import { useLiveOrders } from '../hooks/use-live-orders.ts';
import { CheckStatementLink } from './check-statement-link.tsx';

/**
 * The dashboard's orders tab: how many orders wait in each status, live, each a link straight to that
 * tab of Order Management (Pending first: the orders waiting for the owner), Manage Orders for all,
 * and the statement check.
 */
export function OrdersOverview() {
  const counts = useAdminOrderCounts();
  useLiveOrders();
  return (
    <Stack gap="md">
      {counts.isError && <Alert color="red">{errorMessage(counts.error, 'An error occurred while fetching orders')}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {ORDER_STATUSES.map((status) => (
          <Card
            key={status}
            renderRoot={(props) => <Link to="/admin-orders" search={{ status }} {...props} />}
            withBorder
            padding="md"
            radius="md"
            td="none"
          >
            <Stack gap={6} align="flex-start">
              <OrderStatusBadge status={status} />
              {counts.data ? (
                <Text fz={28} fw={700}>
                  {counts.data[status]}
                  <VisuallyHidden> orders</VisuallyHidden>
                </Text>
              ) : (
                <Skeleton h={36} w={48} />
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button component={Link} to="/admin-orders" rightSection={<IconArrowRight size={16} />} w="fit-content">
          Manage Orders
        </Button>
        <CheckStatementLink />
      </Group>
    </Stack>
  );
}
