import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AnnouncementOutput } from '../../../../shared/schemas/content.ts';
import { ListCards, type ListColumn } from '../../../components/list-cards.tsx';
import { DeleteButton, RowActions } from '../../../components/row-actions.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useAnnouncementActions } from '../hooks/use-announcement-actions.ts';
import { ColorSwatches } from './color-swatches.tsx';

/** docs/product/api.md "Announcements": list failures (this load, or an action's) show as one red banner above the table. */
const LOAD_FAILURE = 'Failed to load announcements. Please try again.';

/** The columns of docs/product/screens.md "Manage Announcements": Order, Text, Status, Button, Colors (then Actions). */
const COLUMNS: ListColumn<AnnouncementOutput>[] = [
  { label: 'Order', cell: (announcement) => announcement.display_order },
  {
    label: 'Text',
    cell: (announcement) => (
      <Text size="sm" lineClamp={2} maw={320}>
        {announcement.text}
      </Text>
    ),
  },
  {
    label: 'Status',
    cell: (announcement) => (
      <Badge color={announcement.is_active ? 'green' : 'gray'} variant="light">
        {announcement.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    label: 'Button',
    cell: (announcement) => (
      <Text size="sm">{announcement.button_text && announcement.button_link ? `${announcement.button_text} → ${announcement.button_link}` : 'None'}</Text>
    ),
  },
  { label: 'Colors', cell: (announcement) => <ColorSwatches background={announcement.background_color} text={announcement.text_color} /> },
];

/** Manage Announcements (docs/product/screens.md "Manage Announcements"): sorted by display order, with Activate/Deactivate, Edit and Delete. */
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
        <ListCards
          items={rows}
          keyOf={(announcement) => announcement.id}
          columns={COLUMNS}
          minWidth={760}
          actions={(announcement) => (
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
          )}
        />
      )}
    </Stack>
  );
}
