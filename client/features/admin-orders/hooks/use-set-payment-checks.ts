import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** Saves the owner's payment checklist; the order's own view takes the answer at once. */
export function useSetPaymentChecks() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.orders.setPaymentChecks.mutationOptions({
      onSuccess: (order) => queryClient.setQueryData(trpc.admin.orders.byId.queryKey({ id: order.id }), order),
    }),
  );
}
