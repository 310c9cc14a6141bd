import { Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import { ListTable } from '../../../components/list-table.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

type AdminUser = RouterOutputs['admin']['users']['list']['users'][number];

/** docs/product/screens.md "Manage Users": the address column joins address_line1, barangay, city and province with commas. */
function addressOf(user: AdminUser): string {
  return [user.address_line1, user.barangay, user.city, user.province].filter(Boolean).join(', ');
}

/** Manage Users (docs/product/screens.md "Manage Users"): search, the list, and a password change per user. */
export function ManageUsers() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  // Stable, so the dialog's close-after-success timer is not restarted by every re-render here.
  const closeDialog = useCallback(() => setEditing(null), []);
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  // docs/product/api.md "Users": a failed load is silent; the list simply stays empty.
  const users = useQuery({ ...trpc.admin.users.list.queryOptions({ search: debounced || undefined }), placeholderData: keepPreviousData });
  const list = users.data?.users ?? [];
  const changeButton = (user: AdminUser) => (
    <Button size="xs" variant="light" onClick={() => setEditing(user)}>
      Change Password
    </Button>
  );

  return (
    <Stack gap="md">
      <Text fw={700} size="lg">
        Manage Users
      </Text>
      <TextInput
        aria-label="Search users"
        placeholder="Search by name, email or Instagram username"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      {users.isPending ? (
        <Text c="dimmed">Loading users...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No users found.</Text>
      ) : isPhone ? (
        <Stack gap="sm">
          {list.map((user) => (
            <Card key={user.id} withBorder padding="sm" radius="md">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{user.name}</Text>
                  <RoleBadge role={user.role} />
                </Group>
                <Text size="sm">{user.email}</Text>
                {user.instagram_username && <Text size="sm">@{user.instagram_username}</Text>}
                {addressOf(user) && (
                  <Text size="sm" c="dimmed">
                    {addressOf(user)}
                  </Text>
                )}
                <div>{changeButton(user)}</div>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <ListTable minWidth={800} columns={['Name', 'Email', 'Role', 'Instagram', 'Address', '']}>
          {list.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>{user.instagram_username ?? ''}</Table.Td>
              <Table.Td>{addressOf(user)}</Table.Td>
              <Table.Td>{changeButton(user)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {editing && <ChangePasswordDialog key={editing.id} user={editing} onClose={closeDialog} />}
    </Stack>
  );
}

function RoleBadge({ role }: { role: string }) {
  return (
    <Badge variant="light" color={role === 'admin' ? 'grape' : 'gray'}>
      {role}
    </Badge>
  );
}
