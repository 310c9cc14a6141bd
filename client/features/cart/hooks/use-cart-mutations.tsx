/** What the cart page does to the cart; adding is every page's (cart-actions.tsx). */
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';
import { useCartUpdate } from './use-cart-update.ts';

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
