import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '../../../../shared/cart-messages.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/**
 * Gives up checkout's reservation (cart.release): the pieces stay in the cart, and are Available to
 * everyone at once, so the cart and the shop's cards are read afresh.
 */
export function useReleaseReservation(onReleased: () => void) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.cart.release.mutationOptions({
      onSuccess: (cart) => {
        queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
        void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
        showToast({ message: CART_MESSAGES.released });
        onReleased();
      },
      onError: (error) => {
        showToast({ color: 'red', message: errorMessage(error, 'An error occurred while releasing your reservation') });
      },
    }),
  );
}
