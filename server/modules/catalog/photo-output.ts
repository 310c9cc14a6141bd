import { LEGACY_IMAGE_VARIANTS, type ImageVariants } from '../../../shared/images.ts';
import type { Photo } from '../../../shared/schemas/catalog.ts';

/** A product image's JSON; one stored before its variants were recorded has the two WebP widths only. */
export function photoOf(image: { storageKey: string; width: number; height: number; variants?: ImageVariants | null }): Photo {
  return { key: image.storageKey, width: image.width, height: image.height, variants: image.variants ?? LEGACY_IMAGE_VARIANTS };
}
