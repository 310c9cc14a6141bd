import { PRODUCT_DETAIL_WIDTHS, PRODUCT_IMAGE_WIDTHS, type ImageVariants } from '../../shared/images.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteImageVariants, encodeVariant, storeVariantsOf, type OpenedImage, type StoredImage, type Variant } from './image-variants.ts';

/** Every width a product image may have, for removing them all without knowing which exist. */
const ALL_WIDTHS = [...PRODUCT_IMAGE_WIDTHS, ...PRODUCT_DETAIL_WIDTHS];

export type StoredProductImage = StoredImage & { variants: ImageVariants };

/**
 * The widths made from a source this wide: 400 and 800 always (cards, mails, older readers), the detail
 * widths only up to the source's own width, so nothing is enlarged.
 */
export function productImageWidths(sourceWidth: number): number[] {
  return [...PRODUCT_IMAGE_WIDTHS, ...PRODUCT_DETAIL_WIDTHS.filter((width) => width <= sourceWidth)];
}

/** For each width a WebP, and an AVIF beside it only where the AVIF is the smaller file. */
async function encodeProductVariants(image: OpenedImage): Promise<Variant[]> {
  const perWidth = await Promise.all(
    productImageWidths(image.width).map(async (width): Promise<Variant[]> => {
      const [webp, avif] = await Promise.all([encodeVariant(image, width, 'webp'), encodeVariant(image, width, 'avif')]);
      const kept: Variant[] = [{ width, format: 'webp', body: webp }];
      return avif.length < webp.length ? [...kept, { width, format: 'avif', body: avif }] : kept;
    }),
  );
  return perWidth.flat();
}

/** Checks and stores a product image (design.md §1, issue 23) and says which variants it has. */
export async function storeProductImageVariants(storage: Storage, input: Buffer, field: string): Promise<StoredProductImage> {
  const { variants, ...stored } = await storeVariantsOf(storage, input, { prefix: 'products', field }, encodeProductVariants);
  const widthsIn = (format: Variant['format']) => variants.filter((variant) => variant.format === format).map((variant) => variant.width);
  return { ...stored, variants: { webp: widthsIn('webp'), avif: widthsIn('avif') } };
}

/** Removes every variant a product image may have, legacy or new; those never made are no error. */
export function deleteProductImageVariants(storage: Storage, key: string): Promise<void> {
  return deleteImageVariants(storage, key, ALL_WIDTHS, ['webp', 'avif']);
}
