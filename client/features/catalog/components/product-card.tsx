import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_GRID_IMAGE_SIZES } from '../../../../shared/images.ts';
import { formatPesos } from '../../../../shared/money.ts';
import type { ProductCard as Piece } from '../../../../shared/schemas/catalog.ts';
import { useCurrentPiece } from '../../../lib/live/use-hold-lapse.ts';
import { cardDetails } from '../../../../shared/condition-names.ts';
import { ProductImage } from './product-image.tsx';

/** What the picture shows over a piece no one can add, and what a screen reader says after its name. */
const OVERLAY: Partial<Record<Piece['status'], { shown: string; spoken: string }>> = {
  Sold: { shown: 'SOLD', spoken: 'sold' },
  OnHold: { shown: 'ON HOLD', spoken: 'on hold' },
  Pending: { shown: 'PENDING', spoken: 'pending' },
};

type ProductCardProps = {
  /** A card's fields (a full product has them too). */
  product: Piece;
  /** The add-to-cart button, supplied by the route from the cart feature. */
  action: ReactNode;
  priority?: boolean;
};

/** Plain elements styled as Mantine's Card (storefront.css): a grid renders dozens of them on a phone. */
export function ProductCard({ product, action, priority }: ProductCardProps) {
  const overlay = OVERLAY[useCurrentPiece(product).status];
  return (
    <article className="product-card">
      <div className="product-card-picture">
        <Link to="/product/$id" params={{ id: String(product.id) }} aria-label={overlay ? `${product.name}, ${overlay.spoken}` : product.name}>
          <ProductImage photo={product.photos[0]} alt={product.name} sizes={PRODUCT_GRID_IMAGE_SIZES} priority={priority} />
        </Link>
        {/* Hidden from screen readers, which hear the status in both links' names instead of capitals. */}
        {overlay && (
          <div className="product-overlay" aria-hidden>
            {overlay.shown}
          </div>
        )}
        {product.isSale && (
          <Badge color="rust.8" pos="absolute" top={8} left={8}>
            Sale
          </Badge>
        )}
      </div>
      <div className="product-card-text">
        <Link to="/product/$id" params={{ id: String(product.id) }} className="product-name">
          <p className="product-card-name">{product.name}</p>
          {overlay && <span className="sr-only">, {overlay.spoken}</span>}
        </Link>
        {/* One under the other: side by side, a long price and "Size XXL" wrap on a phone's narrow card. */}
        <p className="product-card-price">{formatPesos(product.price)}</p>
        <p className="product-card-details">{cardDetails(product.size, product.condition)}</p>
      </div>
      <div className="product-card-action">{action}</div>
    </article>
  );
}
