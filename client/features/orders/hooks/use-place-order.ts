import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { reportUploadProgress } from '../../../lib/upload-progress.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { paymentFields, type PaymentDetails } from '../payment-details.ts';

export type OrderSubmission = {
  delivery: DeliveryValues;
  proof: File;
  payment: PaymentDetails;
  shippingFee: string;
  grandTotal: string;
  productIds: number[];
  /** One key per checkout: a retry after a lost answer returns the first order (design.md §2). */
  idempotencyKey: string;
  /** Set for a guest: the order goes to orders.placeAsGuest with their id and email. */
  guestId: string | null;
};

function orderForm(submission: OrderSubmission): FormData {
  const { email, ...delivery } = submission.delivery;
  const form = new FormData();
  for (const [name, value] of Object.entries(delivery)) form.append(name, value);
  if (submission.guestId) {
    form.append('guest_id', submission.guestId);
    form.append('email', email);
  }
  form.append('payment_proof', submission.proof);
  for (const [name, value] of Object.entries(paymentFields(submission.payment))) form.append(name, value);
  form.append('shipping_fee', submission.shippingFee);
  form.append('grand_total', submission.grandTotal);
  form.append('cart_items', JSON.stringify(submission.productIds));
  form.append('idempotency_key', submission.idempotencyKey);
  return form;
}

/**
 * Places the order as multipart, with the proof, reporting upload progress; on success the emptied
 * cart, the now-Pending pieces and the order list are refreshed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (submission: OrderSubmission) => {
      setProgress(0);
      const form = orderForm(submission);
      reportUploadProgress(form, setProgress);
      return submission.guestId ? trpcClient.orders.placeAsGuest.mutate(form) : trpcClient.orders.place.mutate(form);
    },
    onSettled: () =>
      Promise.all(
        [trpc.cart.pathKey(), trpc.catalog.pathKey(), trpc.orders.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  return { ...mutation, progress };
}
