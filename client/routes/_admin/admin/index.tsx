import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from './-components/admin-dashboard-page.tsx';

export const Route = createFileRoute('/_admin/admin/')({
  component: () => <AdminDashboardPage tab="products" />,
});
