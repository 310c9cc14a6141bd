import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';
import { formValuesOf } from '../announcement-form-values.ts';
import { AnnouncementForm } from './announcement-form.tsx';

type Props = { announcementId: number; onSaved: (message: string) => void; onCancel: () => void };

/** The announcement form filled from the announcement as it is now, not as the list last read it. */
export function EditAnnouncement({ announcementId, onSaved, onCancel }: Props) {
  const announcement = useQuery({ ...trpc.admin.announcements.byId.queryOptions({ id: announcementId }), staleTime: 0 });
  return (
    <>
      {announcement.isPending && <Text c="dimmed">Loading announcement...</Text>}
      {announcement.isError && <Alert color="red">Failed to load announcement data. Please try again.</Alert>}
      {announcement.data && (
        <AnnouncementForm initialValues={formValuesOf(announcement.data)} announcementId={announcementId} onSaved={onSaved} onCancel={onCancel} />
      )}
    </>
  );
}
