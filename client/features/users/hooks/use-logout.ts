import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ADMIN_OFFLINE_CACHE } from '../../../../shared/admin-offline.ts';
import { setSessionUser } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Logout clears the local session even when the server call fails (docs/product/pieces-and-orders.md "Session"). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.users.logout.mutationOptions({
      onSettled: async () => {
        setSessionUser(null);
        // The owner's app keeps the last orders for opening offline (client/admin-sw.ts): not past a sign-out.
        if ('caches' in window) await caches.delete(ADMIN_OFFLINE_CACHE);
        queryClient.removeQueries({ predicate: (query) => !query.queryKey.toString().includes('session') });
        await navigate({ to: '/' });
      },
    }),
  );
  return () => mutation.mutate();
}
