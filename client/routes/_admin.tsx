import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Admin screens (spec §2): anonymous visitors go to /login, signed-in non-admins go to /. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => {
    const { user } = await context.queryClient.ensureQueryData(context.trpc.account.session.queryOptions());
    if (!user) throw redirect({ to: '/login', search: { returnUrl: location.href } });
    if (user.role !== 'admin') throw redirect({ to: '/' });
  },
  // Confirmation dialogs are an admin matter: the provider loads with the admin screens only.
  component: () => (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  ),
});
