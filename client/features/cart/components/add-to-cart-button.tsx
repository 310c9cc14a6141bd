import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { useCurrentPiece } from '../../../lib/live/use-hold-lapse.ts';
import { useCart } from '../hooks/use-cart.ts';
import { useAddToCart } from '../hooks/use-cart-mutations.ts';

type AddToCartButtonProps = { product: ProductCard; size?: 'sm' | 'md' | 'lg' };

/**
 * docs/product/pieces-and-orders.md "Piece status": the button says Sold, On Hold, In Cart or Add to Cart, and adds only a piece the server
 * says this viewer may take (`available_to_you`) that has a size. Pending reads as On Hold: someone is
 * paying for it.
 */
export function AddToCartButton({ product: listed, size = 'sm' }: AddToCartButtonProps) {
  // A hold that lapsed since the piece was read makes it Available again, here and now.
  const product = useCurrentPiece(listed);
  const cart = useCart();
  const { add, pendingId } = useAddToCart();
  const inCart = cart.data?.items.some((item) => item.product.id === product.id) ?? false;

  if (inCart) {
    return (
      <Button component={Link} to="/cart" variant="light" fullWidth size={size} className="tap-target">
        In Cart
      </Button>
    );
  }
  if (product.status === 'Sold') {
    return (
      <Button disabled fullWidth size={size} className="tap-target">
        Sold
      </Button>
    );
  }
  const canAdd = product.available_to_you && Boolean(product.size);
  return (
    <Button
      fullWidth
      size={size}
      className="tap-target"
      disabled={!canAdd}
      loading={pendingId === product.id}
      onClick={() => add(product.id)}
    >
      {canAdd ? 'Add to Cart' : 'On Hold'}
    </Button>
  );
}
