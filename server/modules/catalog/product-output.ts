/**
 * A piece's JSON from its columns and photos, whichever way they were read (entities, or the
 * catalogue's rows): the full product, the card, and a page's meta. Nothing here reads the database,
 * so the bench's API floor serialises its pages with these very functions (bench/api-floor.ts).
 */
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../shared/images.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import type { ProductCard, ProductListOutput, ProductOutput } from '../../../shared/schemas/catalog.ts';
import type { Buyer } from '../../buyer.ts';
import { effectiveStatus, hasLiveHold, hasLiveReservation, holdColumnsOf, isHeldBy, isTakenFor, onHoldUntil, type HoldColumns, type Turn, type VisibilityColumns } from '../pieces/pieces.ts';
import type { CardFields, ProductFields, ProductFilters, ProductPhoto } from './product-list.sql.ts';
import { vintageDetailsOutput } from './vintage-details.ts';

const LARGEST_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 800;

type Availability = Pick<ProductOutput, 'status' | 'onhold_by_type' | 'onhold_by_id' | 'hold_expires_at' | 'available_to_you'>;

/**
 * How a piece stands for `viewer` (who alone learns that a hold, or a turn in its queue, is theirs);
 * `turns` (pieces/turns.ts) when the caller read them for this viewer.
 */
function availabilityFor(product: HoldColumns & VisibilityColumns, viewer: Buyer | null, now: Date, turns?: readonly Turn[]): Availability {
  const piece = { ...holdColumnsOf(product), turns };
  // A reservation is the owner's: it names no buyer kind, and while it runs the piece is no buyer's.
  const reserved = hasLiveReservation(piece, now);
  const live = hasLiveHold(piece, now) && !reserved;
  const yours = !reserved && isHeldBy(piece, viewer, now);
  return {
    status: effectiveStatus(piece, now),
    onhold_by_type: live ? (product.holdBuyerKind ?? null) : yours ? (viewer?.kind ?? null) : null,
    onhold_by_id: yours ? (viewer?.id ?? null) : null,
    hold_expires_at: onHoldUntil(piece, viewer, now)?.toISOString() ?? null,
    available_to_you: !isTakenFor(piece, viewer, now),
  };
}

/** A product's JSON for `viewer`, from its columns and photos. */
export function productOutput(product: ProductFields, photos: ProductPhoto[], viewer: Buyer | null, now: Date, turns?: readonly Turn[]): ProductOutput {
  const { status, ...hold } = availabilityFor(product, viewer, now, turns);
  return {
    id: product.id,
    sku: product.sku ?? null,
    name: product.name,
    description: product.description,
    careInstructions: product.careInstructions,
    price: centavosToPesos(product.priceCentavos),
    size: product.size,
    category: product.category ?? null,
    status,
    isNewArrival: product.isNewArrival,
    isSale: product.isSale,
    image: photos[0] ? imageVariantUrl(photos[0].key, LARGEST_WIDTH) : null,
    images: photos.map((photo) => imageVariantUrl(photo.key, LARGEST_WIDTH)),
    photos,
    ...hold,
    ...vintageDetailsOutput(product),
  };
}

/** A piece as a card draws it for `viewer` (ProductCard), from its card columns and main photo. */
export function productCard(product: CardFields, mainPhoto: ProductPhoto | undefined, viewer: Buyer | null, now: Date): ProductCard {
  const { status, hold_expires_at, available_to_you } = availabilityFor(product, viewer, now);
  return {
    id: product.id,
    name: product.name,
    price: centavosToPesos(product.priceCentavos),
    size: product.size,
    status,
    isNewArrival: product.isNewArrival,
    isSale: product.isSale,
    photos: mainPhoto ? [mainPhoto] : [],
    hold_expires_at,
    available_to_you,
    condition: product.condition ?? null,
  };
}

export function pageMeta(filters: ProductFilters, total: number): ProductListOutput['meta'] {
  return { page: filters.page, per_page: filters.per_page, total, last_page: Math.max(1, Math.ceil(total / filters.per_page)) };
}
