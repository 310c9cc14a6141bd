import { Alert, Badge, Button, ColorSwatch, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table.tsx';
import { DeleteButton, RowActions } from '../../../components/row-actions.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useAnnouncementActions } from '../hooks/use-announcement-actions.ts';

/** Spec §8: list failures (this load, or an action's) show as one red banner above the table. */
const LOAD_FAILURE = 'Failed to load announcements. Please try again.';

/** Manage Announcements (spec §2): sorted by display order, with Activate/Deactivate, Edit and Delete. */
export function AnnouncementList() {
  const announcements = useQuery(trpc.admin.announcements.list.queryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const { toggle, remove } = useAnnouncementActions(setFailure);

  const rows = [...(announcements.data ?? [])].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
  const banner = failure ?? (announcements.isError ? LOAD_FAILURE : null);
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
        <ListTable minWidth={760} columns={['Order', 'Text', 'Status', 'Button', 'Colors', 'Actions']}>
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
                <RowActions>
                  <Button size="xs" variant="light" component={Link} to={`/admin/announcements/edit/${announcement.id}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="default" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: announcement.id, is_active: !announcement.is_active })}>
                    {announcement.is_active ? 'Deactivate' : 'Activate'}
                  </Button>
                  <DeleteButton
                    title="Delete announcement"
                    message="Are you sure you want to delete this announcement?"
                    onConfirm={() => remove.mutate({ id: announcement.id })}
                    disabled={remove.isPending}
                  />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
