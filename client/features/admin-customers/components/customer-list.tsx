import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CustomerOutput } from '../../../../shared/schemas/customers.ts';
import { formatPeso } from '../../../../shared/money.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useCustomers } from '../hooks/use-customers.ts';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';


function CustomerCard({ customer }: { customer: CustomerOutput }) {
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {customer.name}
          </Text>
          {/* Filled for an account: Mantine's light teal is 4.3:1 on its own tint, under AA's 4.5:1. */}
          <Badge variant={customer.has_account ? 'filled' : 'light'} color={customer.has_account ? 'teal.9' : 'gray'}>
            {customer.has_account ? 'Account' : 'Guest'}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {customer.email}
        </Text>
        <Text size="sm">
          {formatPeso(customer.spent_centavos)} spent on {customer.paid_orders} paid {customer.paid_orders === 1 ? 'order' : 'orders'}
        </Text>
        {customer.last_order_at && (
          <Text size="sm" c="dimmed">
            Last order {momentText(customer.last_order_at)}
          </Text>
        )}
        {customer.orders > 0 && (
          // Order Management finds orders by e-mail, on its All tab.
          <Anchor
            renderRoot={(props) => <Link to="/admin-orders" search={{ search: customer.email }} {...props} />}
            mih={TAP_TARGET_PX}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {customer.orders === 1 ? 'See their order' : `See their ${customer.orders} orders`}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The dashboard's Customers tab (docs/product/screens.md "Customers"): every buyer by e-mail, accounts
 * and guests alike, most recent first, with what they spent and a way to their orders.
 */
export function CustomerList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const customers = useCustomers(debounced, page);
  const list = customers.data?.customers ?? [];
  return (
    <Stack gap="md">
      <TextInput
        aria-label="Search customers"
        placeholder="Search by e-mail or name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 360 }}
        styles={{ input: { minHeight: TAP_TARGET_PX } }}
      />
      {customers.isError ? (
        <Alert color="red">{errorMessage(customers.error, 'The customers could not be loaded. Try again.')}</Alert>
      ) : customers.isPending ? (
        <Text c="dimmed">Loading customers...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No customers found.</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Customers">
          {list.map((customer) => (
            <CustomerCard key={customer.email} customer={customer} />
          ))}
        </SimpleGrid>
      )}
      {(customers.data?.meta.last_page ?? 1) > 1 && <ListPagination total={customers.data?.meta.last_page ?? 1} value={page} onChange={setPage} />}
    </Stack>
  );
}
