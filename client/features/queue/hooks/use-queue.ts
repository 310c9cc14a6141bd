import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueuePlaceOutput } from '../../../../shared/schemas/queue.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ensureGuestId, readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** The viewer's place in a piece's queue, and its length. */
export function useQueuePlace(productId: number) {
  return useQuery(trpc.queue.place.queryOptions({ product_id: productId }));
}

/** Every piece the buyer waits for; a visitor with no guest id waits for none. */
export function useMyQueues() {
  const user = useSession();
  return useQuery({ ...trpc.queue.mine.queryOptions(), enabled: user !== null || readGuestId() !== null });
}

/** A join or a leave answers the new place: store it, and refresh the cart (joining puts the piece there) and the list. */
function usePlaceUpdate() {
  const queryClient = useQueryClient();
  return (place: QueuePlaceOutput) => {
    queryClient.setQueryData(trpc.queue.place.queryKey({ product_id: place.product_id }), place);
    void queryClient.invalidateQueries({ queryKey: trpc.queue.mine.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
  };
}

export function useJoinQueue() {
  const user = useSession();
  const update = usePlaceUpdate();
  const mutation = useMutation(
    trpc.queue.join.mutationOptions({
      onSuccess: (place) => {
        update(place);
        showToast({ color: 'green', message: `You are #${place.place ?? place.length} in line.` });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Failed to join the queue') }),
    }),
  );
  return {
    join: (productId: number, email?: string) => {
      // A visitor becomes a guest the moment they want something (docs/product/pieces-and-orders.md "Guest id").
      if (!user) ensureGuestId();
      mutation.mutate({ product_id: productId, ...(email ? { email } : {}) });
    },
    isPending: mutation.isPending,
  };
}

export function useLeaveQueue() {
  const update = usePlaceUpdate();
  return useMutation(
    trpc.queue.leave.mutationOptions({
      onSuccess: (place) => {
        update(place);
        showToast({ color: 'blue', message: 'You left the queue.' });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Failed to leave the queue') }),
    }),
  );
}
