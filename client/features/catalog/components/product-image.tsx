import { imageVariantUrl, photoAvifSrcSet, photoSrcSet, PRODUCT_CARD_MAX_WIDTH, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';

type ProductImageProps = {
  photo: Photo | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport, so the phone fetches 400 px. */
  sizes: string;
  priority?: boolean;
  /**
   * The product page's main picture: every width the photo has, and its AVIF source in a <picture>,
   * as the server preloads it (share-pages.ts). Cards stop at PRODUCT_CARD_MAX_WIDTH, WebP only.
   */
  detail?: boolean;
};

/** A square product picture from the variants it has (design.md §1 "Sharp product photos"); a plain tile when the piece has no photo. */
export function ProductImage({ photo, alt, sizes, priority = false, detail = false }: ProductImageProps) {
  if (!photo) return <div className="product-image product-image--empty" role="img" aria-label={alt} />;
  const img = (
    <img
      className="product-image"
      src={imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0])}
      srcSet={photoSrcSet(photo, detail ? undefined : PRODUCT_CARD_MAX_WIDTH)}
      sizes={sizes}
      width={400}
      height={400}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  const avif = detail ? photoAvifSrcSet(photo) : null;
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
