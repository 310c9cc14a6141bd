import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { useCurrentPiece } from '../../../lib/live/use-hold-lapse.ts';
import { useCartActions } from '../hooks/cart-actions.tsx';

type AddToCartButtonProps = { product: ProductCard; size?: 'sm' | 'md' | 'lg' };

/**
 * docs/product/pieces-and-orders.md "Piece status": the button says Sold, Pending, On Hold, In Cart or Add to Cart, and adds only a piece
 * the server says this viewer may take (`available_to_you`) that has a size. A piece in the cart says
 * In Cart only while it is the viewer's to take; Sold, Pending and On Hold come first, as the card's
 * overlay says them.
 */
export function AddToCartButton({ product: listed, size = 'sm' }: AddToCartButtonProps) {
  // A hold that lapsed since the piece was read makes it Available again, here and now.
  const product = useCurrentPiece(listed);
  const { inCart: isInCart, adding, add } = useCartActions();
  const inCart = isInCart(product.id);

  // Someone paid for a Pending piece: its button says so, as its PENDING overlay does (audit A-21: it said On Hold).
  if (product.status === 'Sold' || product.status === 'Pending') {
    return (
      <Button disabled fullWidth size={size} className="tap-target">
        {product.status}
      </Button>
    );
  }
  // In the cart but held by someone else: the card says ON HOLD, and so does the button (audit B-5).
  if (inCart && product.available_to_you) {
    return (
      <Button component={Link} to="/cart" variant="light" fullWidth size={size} className="tap-target">
        In Cart
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
      loading={adding(product.id)}
      onClick={() => add(product.id)}
    >
      {canAdd ? 'Add to Cart' : 'On Hold'}
    </Button>
  );
}
