import { createContext, use, useMemo, type ReactNode } from 'react';
import { useCart } from './use-cart.ts';
import { useAddToCart } from './use-cart-mutations.tsx';

type CartActions = {
  /** Whether the piece is in this buyer's cart. */
  inCart: (productId: number) => boolean;
  /** Whether an Add to Cart of the piece is on its way to the server. */
  adding: (productId: number) => boolean;
  add: (productId: number) => void;
};

const CartActionsContext = createContext<CartActions | null>(null);

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
  if (!actions) throw new Error('useCartActions is used outside CartActionsProvider (client/routes/__root.tsx)');
  return actions;
}
