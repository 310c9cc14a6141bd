import { createFileRoute } from '@tanstack/react-router';
import { adminTabOf } from '../../../features/admin/admin-tabs.ts';
import { AdminDashboardPage } from './-components/admin-dashboard-page.tsx';

export const Route = createFileRoute('/_admin/admin/$tab')({
  component: function AdminTabPage() {
    const { tab } = Route.useParams();
    return <AdminDashboardPage tab={adminTabOf(tab)} />;
  },
});
