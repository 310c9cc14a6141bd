import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_MAIL_MESSAGES } from '../../../../shared/schemas/admin-orders.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** While a mail is on its way (queued, or failing and to be retried), the timeline looks again this often. */
const REFRESH_WHILE_PENDING_MS = 5_000;

/** The order's mail timeline, refreshed while any of its mails is still on its way. */
export function useOrderMails(orderId: number) {
  return useQuery({
    ...trpc.admin.orders.mails.queryOptions({ id: orderId }),
    refetchInterval: (query) =>
      query.state.data?.mails.some((mail) => mail.state === 'queued' || mail.state === 'retrying') ? REFRESH_WHILE_PENDING_MS : false,
  });
}

/** Queues one of the order's mails again; the answer is the timeline with it. */
export function useResendOrderMail(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.orders.resendMail.mutationOptions({
      onSuccess: (timeline) => {
        queryClient.setQueryData(trpc.admin.orders.mails.queryKey({ id: orderId }), timeline);
        showToast({ color: 'green', message: ORDER_MAIL_MESSAGES.resent });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'The mail could not be queued again.') }),
    }),
  );
}
