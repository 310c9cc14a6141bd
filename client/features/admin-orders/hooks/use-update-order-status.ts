import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export const UPDATE_STATUS_FAILED = 'An error occurred while updating order status';

/**
 * Sets an order's status, notes and shipping. A new status also changes its pieces (Sold, Available…),
 * so the whole admin area and the catalogue reload, not only the order lists; the mutation stays
 * pending until they have, so the form's one message appears beside up-to-date counts, the order's
 * history and its next order. The form shows that message, next to its buttons: no toast as well.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.orders.updateStatus.mutationOptions({
      onSuccess: () => Promise.all([trpc.admin.pathKey(), trpc.catalog.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    }),
  );
}
