import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { EditAnnouncement } from '../../../../features/admin-content/components/edit-announcement.tsx';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/announcements/edit/$id')({
  component: function EditAnnouncementPage() {
    const { id } = Route.useParams();
    const backToAnnouncements = useBackToTab('announcements');
    return (
      <Page title="Edit Announcement">
        <EditAnnouncement announcementId={Number(id)} onSaved={backToAnnouncements} onCancel={() => backToAnnouncements()} />
      </Page>
    );
  },
});
