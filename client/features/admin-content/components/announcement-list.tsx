import { Alert, Badge, Button, ColorSwatch, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AnnouncementOutput } from '../../../../shared/schemas/content.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { TableHead } from '../../../components/table-head.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** Spec §8: list failures show as one red banner above the table. */
const FAILURES = {
  load: 'Failed to load announcements. Please try again.',
  toggle: 'Failed to update announcement status. Please try again.',
  remove: 'Failed to delete announcement. Please try again.',
} as const;

/** Manage Announcements (spec §2): sorted by display order, with Activate/Deactivate, Edit and Delete. */
export function AnnouncementList() {
  const queryClient = useQueryClient();
  const listOptions = trpc.admin.announcements.list.queryOptions();
  const announcements = useQuery(listOptions);
  const [failure, setFailure] = useState<string | null>(null);
  // Spec §4: a toggle updates its row in place; a delete removes it. The storefront's bar is read again.
  const replaceRows = (update: (rows: AnnouncementOutput[]) => AnnouncementOutput[]) => {
    queryClient.setQueryData(listOptions.queryKey, (rows) => (rows ? update(rows) : rows));
    void queryClient.invalidateQueries({ queryKey: trpc.content.announcements.queryKey() });
  };
  const toggle = useMutation(
    trpc.admin.announcements.toggle.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: (updated) => replaceRows((rows) => rows.map((row) => (row.id === updated.id ? updated : row))),
      onError: () => setFailure(FAILURES.toggle),
    }),
  );
  const remove = useMutation(
    trpc.admin.announcements.delete.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: (_result, { id }) => replaceRows((rows) => rows.filter((row) => row.id !== id)),
      onError: () => setFailure(FAILURES.remove),
    }),
  );
  const confirmDelete = (announcement: AnnouncementOutput) =>
    askToConfirm({
      title: 'Delete announcement',
      message: 'Are you sure you want to delete this announcement?',
      onConfirm: () => remove.mutate({ id: announcement.id }),
    });

  const rows = [...(announcements.data ?? [])].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
  const banner = failure ?? (announcements.isError ? FAILURES.load : null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Manage Announcements
        </Text>
        <Button component={Link} to="/admin/announcements/new" leftSection={<IconPlus size={16} />}>
          Create New Announcement
        </Button>
      </Group>
      {banner && <Alert color="red">{banner}</Alert>}
      {announcements.isPending ? (
        <Text c="dimmed">Loading announcements...</Text>
      ) : rows.length === 0 && !announcements.isError ? (
        <Text c="dimmed">No announcements found. Create your first one!</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" highlightOnHover>
            <TableHead columns={['Order', 'Text', 'Status', 'Button', 'Colors', 'Actions']} />
            <Table.Tbody>
              {rows.map((announcement) => (
                <Table.Tr key={announcement.id}>
                  <Table.Td>{announcement.display_order}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {announcement.text}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={announcement.is_active ? 'green' : 'gray'} variant="light">
                      {announcement.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{announcement.button_text && announcement.button_link ? `${announcement.button_text} → ${announcement.button_link}` : 'None'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Tooltip label={`Background: ${announcement.background_color}`}>
                        <ColorSwatch color={announcement.background_color} size={22} aria-label={`Background: ${announcement.background_color}`} />
                      </Tooltip>
                      <Tooltip label={`Text: ${announcement.text_color}`}>
                        <ColorSwatch color={announcement.text_color} size={22} aria-label={`Text: ${announcement.text_color}`} />
                      </Tooltip>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" component={Link} to={`/admin/announcements/edit/${announcement.id}`}>
                        Edit
                      </Button>
                      <Button size="xs" variant="default" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: announcement.id, is_active: !announcement.is_active })}>
                        {announcement.is_active ? 'Deactivate' : 'Activate'}
                      </Button>
                      <Button size="xs" color="red" variant="light" disabled={remove.isPending} onClick={() => confirmDelete(announcement)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
