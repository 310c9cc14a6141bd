import { PRODUCT_IMAGE_WIDTHS } from '../../../shared/images.ts';
import { PRODUCT_FORM_MESSAGES } from '../../../shared/schemas/catalog.ts';
import { ValidationError } from '../../errors.ts';
import { deleteImageVariants, storeImageVariants, type StoredImage } from '../../images/image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProductImage } from './product-image.entity.ts';

export type Upload = { file: File; field: string };

/** Removes images' variants. Never throws: a file left behind costs disk space, not correctness. */
export async function discardProductImages(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deleteImageVariants(storage, key, PRODUCT_IMAGE_WIDTHS)));
}

/**
 * Checks and stores uploads as WebP variants through the one image pipeline, one at a time (sharp is
 * memory-hungry); if one fails, those already stored are removed again.
 */
export async function storeProductImages(storage: Storage, uploads: Upload[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads) {
      const bytes = Buffer.from(await upload.file.arrayBuffer());
      stored.push(await storeImageVariants(storage, bytes, { prefix: 'products', widths: PRODUCT_IMAGE_WIDTHS, field: upload.field }));
    }
    return stored;
  } catch (error) {
    await discardProductImages(storage, stored.map((image) => image.key));
    throw error;
  }
}

/** Clients name a kept image by its storage key or by a URL the product JSON gave them for it. */
const IMAGE_REFERENCE = /(?:^|\/media\/)(products\/[A-Za-z0-9_-]+?)(?:-\d+\.webp)?$/;

function imageKeyOf(reference: string): string | null {
  return IMAGE_REFERENCE.exec(reference.trim())?.[1] ?? null;
}

export type GallerySlot = { kept: ProductImage } | { uploaded: StoredImage };

export type GalleryChoice = {
  mainUpload?: StoredImage;
  existingMain?: string;
  existingAdditional: string[];
  additionalUploads: StoredImage[];
};

/**
 * The gallery after saving, main image first (position 0), then the kept images in the order given,
 * then the new ones; every current image not kept is removed. A kept image must be the product's own.
 */
export function planGallery(current: ProductImage[], choice: GalleryChoice): { slots: GallerySlot[]; removed: ProductImage[] } {
  const byKey = new Map(current.map((image) => [image.storageKey, image]));
  const keep = (reference: string, field: string): GallerySlot => {
    const image = byKey.get(imageKeyOf(reference) ?? '');
    if (!image) throw new ValidationError({ [field]: [PRODUCT_FORM_MESSAGES.unknownImage] });
    return { kept: image };
  };
  const main: GallerySlot[] = choice.mainUpload
    ? [{ uploaded: choice.mainUpload }]
    : choice.existingMain
      ? [keep(choice.existingMain, 'existing_image')]
      : [];
  const candidates = [
    ...main,
    ...choice.existingAdditional.map((reference) => keep(reference, 'existing_additional_images')),
    ...choice.additionalUploads.map((uploaded) => ({ uploaded })),
  ];
  // An image named twice (say as main and in the gallery) is shown once, at its first place.
  const slots = candidates.filter(
    (slot, index) => !('kept' in slot) || candidates.findIndex((other) => 'kept' in other && other.kept === slot.kept) === index,
  );
  const keptImages = new Set(slots.flatMap((slot) => ('kept' in slot ? [slot.kept] : [])));
  return { slots, removed: current.filter((image) => !keptImages.has(image)) };
}
