import { imageSrcSet, imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';

type ProductImageProps = {
  photo: Photo | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport, so the phone fetches 400 px. */
  sizes: string;
  priority?: boolean;
};

/** A square product picture from its WebP variants; a plain tile when the piece has no photo. */
export function ProductImage({ photo, alt, sizes, priority = false }: ProductImageProps) {
  if (!photo) return <div className="product-image product-image--empty" role="img" aria-label={alt} />;
  return (
    <img
      className="product-image"
      src={imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0])}
      srcSet={imageSrcSet(photo.key, PRODUCT_IMAGE_WIDTHS)}
      sizes={sizes}
      width={400}
      height={400}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
