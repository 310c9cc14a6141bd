import { Alert } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';
import { useOwnerApp } from '../lib/owner-app.ts';
import { useSession } from '../lib/session.ts';

/** Admin screens (docs/product/screens.md "Who may enter"): anonymous visitors go to /login, signed-in non-admins go to /. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => {
    const { user } = await context.queryClient.ensureQueryData(context.trpc.users.session.queryOptions());
    if (!user) throw redirect({ to: '/login', search: { returnUrl: location.href } });
    if (user.role !== 'admin') throw redirect({ to: '/' });
  },
  component: AdminLayout,
});

function AdminLayout() {
  // The guard runs on navigation; a session that ends while an admin screen is open lands here.
  const user = useSession();
  useOwnerApp();
  if (user?.role !== 'admin') {
    return (
      <Page title="Admin">
        <Alert color="red">You do not have permission to access this page.</Alert>
      </Page>
    );
  }
  // Confirmation dialogs are an admin matter: the provider loads with the admin screens only.
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
