import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc, trpcClient } from '../../../lib/trpc.ts';

export type PaymentFix = { token: string; proof: File; reference: string; amountSent: string };

/**
 * Sends a new proof for an order awaiting a payment fix; the page's order becomes the answer, and
 * `onSent` is told here rather than by `mutate`, whose form is gone once the order is pending again.
 */
export function useFixPayment(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, proof, reference, amountSent }: PaymentFix) => {
      const form = new FormData();
      form.append('token', token);
      form.append('payment_proof', proof);
      form.append('payment_reference', reference);
      form.append('amount_sent', amountSent);
      return trpcClient.orders.fixPayment.mutate(form);
    },
    onSuccess: (order, { token }) => {
      queryClient.setQueryData(trpc.orders.byViewLink.queryKey({ token }), order);
      onSent();
    },
  });
}
