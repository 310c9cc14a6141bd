import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { AnnouncementForm } from '../../../../features/admin-content/components/announcement-form.tsx';
import { formValuesOf } from '../../../../features/admin-content/announcement-form-values.ts';
import { trpc } from '../../../../lib/trpc.ts';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/announcements/edit/$id')({
  component: function EditAnnouncementPage() {
    const id = Number(Route.useParams().id);
    const backToAnnouncements = useBackToTab('announcements');
    const announcement = useQuery({ ...trpc.admin.announcements.byId.queryOptions({ id }), staleTime: 0 });
    return (
      <Page title="Edit Announcement">
        {announcement.isPending && <Text c="dimmed">Loading announcement...</Text>}
        {announcement.isError && <Alert color="red">Failed to load announcement data. Please try again.</Alert>}
        {announcement.data && (
          <AnnouncementForm
            initialValues={formValuesOf(announcement.data)}
            announcementId={id}
            onSaved={backToAnnouncements}
            onCancel={() => backToAnnouncements()}
          />
        )}
      </Page>
    );
  },
});
