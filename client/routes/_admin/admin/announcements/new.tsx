import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { AnnouncementForm } from '../../../../features/admin-content/components/announcement-form.tsx';
import { NEW_ANNOUNCEMENT } from '../../../../features/admin-content/announcement-form-values.ts';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/announcements/new')({
  component: function NewAnnouncementPage() {
    const backToAnnouncements = useBackToTab('announcements');
    return (
      <Page title="Create Announcement">
        <AnnouncementForm initialValues={NEW_ANNOUNCEMENT} announcementId={null} onSaved={backToAnnouncements} onCancel={() => backToAnnouncements()} />
      </Page>
    );
  },
});
