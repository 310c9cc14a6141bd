import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_MESSAGES } from '../../../../shared/queue-messages.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** Turns run by the clock, not by an event: the queue is read again every half minute while shown, as the holds list is. */
const REFRESH_MS = 30_000;

/** Who waits for the piece, in order, and each one's turn. */
export function usePieceQueue(productId: number) {
  return useQuery({ ...trpc.admin.queue.list.queryOptions({ id: productId }), refetchInterval: REFRESH_MS });
}

export function useClearQueue() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.queue.clear.mutationOptions({
      onSuccess: async (queue) => {
        queryClient.setQueryData(trpc.admin.queue.list.queryKey({ id: queue.product_id }), queue);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.products.pathKey() }),
        ]);
        showToast({ color: 'green', message: QUEUE_MESSAGES.cleared });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Failed to clear the queue') }),
    }),
  );
}
