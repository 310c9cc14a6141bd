import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { CartOutput } from '../../../../shared/schemas/cart.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';
import { markTakenInCatalogue, takenStatusOf } from '../refused-add.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** Every cart mutation answers the new cart: store it, and refresh product statuses shown elsewhere. */
function useCartUpdate() {
  const queryClient = useQueryClient();
  return (cart: CartOutput) => {
    queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
    void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
  };
}

export function useAddToCart() {
  const user = useSession();
  const update = useCartUpdate();
  const queryClient = useQueryClient();
  const router = useRouter();
  const mutation = useMutation(
    trpc.cart.add.mutationOptions({
      onSuccess: (cart) => {
        update(cart);
        // Its View cart link loads with the toast, outside the product page's first load (design.md §5).
        import('../components/added-to-cart-message.tsx')
          .then(({ AddedToCartMessage }) => showToast({ color: 'green', message: <AddedToCartMessage router={router} /> }))
          .catch((error: unknown) => console.error(error));
      },
      onError: (error, { product_id: productId }) => {
        // The card said Add to Cart on an old answer: it shows what the server just said at once,
        // and the catalogue is asked again for the rest.
        const taken = takenStatusOf(error);
        if (taken) markTakenInCatalogue(queryClient, Number(productId), taken);
        void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
        showToast({ color: 'red', message: errorMessage(error, 'Failed to add product to cart') });
      },
    }),
  );
  const { mutate } = mutation;
  const add = useCallback(
    (productId: number) => {
      // A visitor becomes a guest the moment they want something (docs/product/pieces-and-orders.md "Guest id").
      if (!user) ensureGuestId();
      mutate({ product_id: productId });
    },
    [user, mutate],
  );
  // Every add under way, not only the latest: one mutation serves every button (cart-actions.tsx).
  const pendingIds = useMutationState({
    filters: { mutationKey: trpc.cart.add.mutationKey(), status: 'pending' },
    select: (pending) => (pending.state.variables as { product_id: number }).product_id,
  });
  return { add, pendingIds };
}

export function useRemoveFromCart() {
  const update = useCartUpdate();
  return useMutation(
    trpc.cart.remove.mutationOptions({
      onSuccess: (cart) => {
        update(cart);
        showToast({ color: 'blue', message: 'Item removed from cart' });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Failed to remove item from cart') }),
    }),
  );
}

export function useClearCart() {
  const update = useCartUpdate();
  return useMutation(
    trpc.cart.clear.mutationOptions({
      onSuccess: (cart) => {
        update(cart);
        showToast({ color: 'blue', message: 'Cart cleared successfully' });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Failed to clear cart') }),
    }),
  );
}
