import { imageVariantUrl, photoSrcSet, PRODUCT_CARD_MAX_WIDTH, PRODUCT_GRID_IMAGE_SIZES, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';

/** The pieces' photos before the drop opens: pictures only, as the server sends nothing else. */
export function DropTeaser({ photos }: { photos: Photo[] }) {
  return (
    <ul className="product-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="A first look at the pieces">
      {photos.map((photo, index) => (
        <li key={photo.key}>
          <img
            className="product-image"
            src={imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0])}
            srcSet={photoSrcSet(photo, PRODUCT_CARD_MAX_WIDTH)}
            sizes={PRODUCT_GRID_IMAGE_SIZES}
            width={400}
            height={400}
            alt={`Piece ${index + 1} of the drop`}
            loading={index < 2 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
