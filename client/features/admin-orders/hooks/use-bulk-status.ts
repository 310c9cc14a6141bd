import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The order desk's bulk action: one status for every order chosen, all or none. As with one order,
 * the pieces change too, so the admin area and the catalogue reload before it settles.
 */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.orders.bulkStatus.mutationOptions({
      onSuccess: () => Promise.all([trpc.admin.pathKey(), trpc.catalog.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    }),
  );
}
