import { PRODUCT_DETAIL_WIDTHS, PRODUCT_IMAGE_WIDTHS, type ImageVariants } from '../../shared/images.ts';
import type { Storage } from '../storage/storage.ts';
import { nanoid } from 'nanoid';
import { deleteImageVariants, encodeVariant, storeVariantsOf, variantKey, type OpenedImage, type StoredImage, type Variant } from './image-variants.ts';

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

/** For each width a WebP, and (with `avif`) an AVIF beside it only where the AVIF is the smaller file. */
async function encodeProductVariants(image: OpenedImage, avif: boolean): Promise<Variant[]> {
  const perWidth = await Promise.all(
    productImageWidths(image.width).map(async (width): Promise<Variant[]> => {
      const [webp, smaller] = await Promise.all([encodeVariant(image, width, 'webp'), avif ? encodeVariant(image, width, 'avif') : null]);
      const kept: Variant[] = [{ width, format: 'webp', body: webp }];
      return smaller && smaller.length < webp.length ? [...kept, { width, format: 'avif', body: smaller }] : kept;
    }),
  );
  return perWidth.flat();
}

/**
 * Checks and stores a product image (design.md §1 "Sharp product photos") and says which variants it has. `avif:
 * false` is for the demo catalogue only: AVIF is most of the encoding time, and a fresh shop's first
 * start must not wait a minute for its flat vector art to save a few kB.
 */
export async function storeProductImageVariants(storage: Storage, input: Buffer, field: string, { avif = true } = {}): Promise<StoredProductImage> {
  const { variants, ...stored } = await storeVariantsOf(storage, input, { prefix: 'products', field }, (image) => encodeProductVariants(image, avif));
  const widthsIn = (format: Variant['format']) => variants.filter((variant) => variant.format === format).map((variant) => variant.width);
  return { ...stored, variants: { webp: widthsIn('webp'), avif: widthsIn('avif') } };
}

/**
 * Copies a stored product image, every variant it has, under a fresh key: a duplicated piece owns its
 * photos, so deleting or replacing one never takes the other's. If a copy fails, those made are removed.
 */
export async function copyProductImageVariants(storage: Storage, key: string, variants: ImageVariants): Promise<string> {
  const copy = `products/${nanoid()}`;
  const keys = (['webp', 'avif'] as const).flatMap((format) => variants[format].map((width) => [variantKey(key, width, format), variantKey(copy, width, format)] as const));
  try {
    for (const [from, to] of keys) {
      const stored = await storage.get(from);
      if (!stored) throw new Error(`The picture ${from} is missing from storage`);
      await storage.put(to, stored.body, stored.contentType);
    }
    return copy;
  } catch (error) {
    await deleteProductImageVariants(storage, copy);
    throw error;
  }
}

/** Removes every variant a product image may have, legacy or new; those never made are no error. */
export function deleteProductImageVariants(storage: Storage, key: string): Promise<void> {
  return deleteImageVariants(storage, key, ALL_WIDTHS, ['webp', 'avif']);
}
