import { useQueryClient } from '@tanstack/react-query';
import type { CartOutput } from '../../../../shared/schemas/cart.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Every cart mutation answers the new cart: store it, and refresh product statuses shown elsewhere. */
export function useCartUpdate() {
  const queryClient = useQueryClient();
  return (cart: CartOutput) => {
    queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
    void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
  };
}
