import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
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
        queryClient.removeQueries({ predicate: (query) => !query.queryKey.toString().includes('session') });
        await navigate({ to: '/' });
      },
    }),
  );
  return () => mutation.mutate();
}
