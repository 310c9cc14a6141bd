import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { showToast } from '../../../components/notifications-host.tsx';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useCartUpdate } from './use-cart-update.ts';
import { useCart } from './use-cart.ts';

type CartActions = {
  /** Whether the piece is in this buyer's cart. */
  inCart: (productId: number) => boolean;
  /** Whether an Add to Cart of the piece is on its way to the server. */
  adding: (productId: number) => boolean;
  add: (productId: number) => void;
};

const CartActionsContext = createContext<CartActions | null>(null);

/** Adds a piece to the cart, then says so in a toast; a refused add shows what became of the piece. */
function useAddToCart() {
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
        void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
        // What a refusal says loads with it, outside the first load (design.md §5), as the toast above does.
        import('../refused-add.ts')
          .then(({ showRefusedAdd }) => showRefusedAdd(queryClient, error, Number(productId)))
          .catch((failure: unknown) => console.error(failure));
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
  // Every add under way, not only the latest: one mutation serves every button.
  const pendingIds = useMutationState({
    filters: { mutationKey: trpc.cart.add.mutationKey(), status: 'pending' },
    select: (pending) => (pending.state.variables as { product_id: number }).product_id,
  });
  return { add, pendingIds };
}

/**
 * The cart and its Add action, once for the whole app. A grid has dozens of Add to Cart buttons: with a
 * cart query and a mutation of their own, each button's subscriptions and timers made the first render
 * of `/products` a long task on a phone (decision 028).
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const cart = useCart();
  const { add, pendingIds } = useAddToCart();
  const value = useMemo<CartActions>(() => {
    const inCart = new Set(cart.data?.items.map((item) => item.product.id));
    return { inCart: (id) => inCart.has(id), adding: (id) => pendingIds.includes(id), add };
  }, [cart.data, pendingIds, add]);
  return <CartActionsContext value={value}>{children}</CartActionsContext>;
}

export function useCartActions(): CartActions {
  const actions = use(CartActionsContext);
  if (!actions) throw new Error('No CartActionsProvider above (client/routes/__root.tsx has it)');
  return actions;
}
