import { PRODUCT_FORM_MESSAGES } from '../../../shared/schemas/admin-catalog.ts';
import { ValidationError } from '../../errors.ts';
import { deleteProductImageVariants, storeProductImageVariants, type StoredProductImage } from '../../images/product-image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProductImage } from '../pieces/entities.ts';

export type Upload = { file: File; field: string };

/** Removes images' variants. Never throws: a file left behind costs disk space, not correctness. */
export async function discardProductImages(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deleteProductImageVariants(storage, key)));
}

/**
 * Checks and stores uploads as WebP and AVIF variants through the one image pipeline, one at a time
 * (sharp is memory-hungry); if one fails, those already stored are removed again.
 */
export async function storeProductImages(storage: Storage, uploads: Upload[]): Promise<StoredProductImage[]> {
  const stored: StoredProductImage[] = [];
  try {
    for (const upload of uploads) {
      const bytes = Buffer.from(await upload.file.arrayBuffer());
      stored.push(await storeProductImageVariants(storage, bytes, upload.field));
    }
    return stored;
  } catch (error) {
    await discardProductImages(storage, stored.map((image) => image.key));
    throw error;
  }
}

/** Clients name a kept image by its storage key or by a URL the product JSON gave them for it. */
const IMAGE_REFERENCE = /(?:^|\/media\/)(products\/[A-Za-z0-9_-]+?)(?:-\d+\.(?:webp|avif))?$/;
/**
 * Where a new gallery upload goes among the kept ones: `additional_images[2]` in the kept list stands
 * for the third file of `additional_images[]`. Uploads not named this way follow the kept images.
 */
const UPLOAD_PLACE = /^additional_images\[(\d{1,2})\]$/;

/** The kept images a list names, without the places it gives uploads (those count as their files). */
export function keptReferences(existingAdditional: string[]): string[] {
  return existingAdditional.filter((reference) => !UPLOAD_PLACE.test(reference.trim()));
}

function imageKeyOf(reference: string): string | null {
  return IMAGE_REFERENCE.exec(reference.trim())?.[1] ?? null;
}

export type GallerySlot = { kept: ProductImage } | { uploaded: StoredProductImage };

export type GalleryChoice = {
  mainUpload?: StoredProductImage;
  existingMain?: string;
  existingAdditional: string[];
  additionalUploads: StoredProductImage[];
};

/**
 * The gallery after saving, main image first (position 0), then the kept images and the uploads they
 * place in the order given, then the other uploads; every current image not kept is removed. A kept
 * image must be the product's own.
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
  const placed = new Set<StoredProductImage>();
  const slotOf = (reference: string): GallerySlot => {
    const place = UPLOAD_PLACE.exec(reference.trim());
    if (!place) return keep(reference, 'existing_additional_images');
    const uploaded = choice.additionalUploads[Number(place[1])];
    if (!uploaded || placed.has(uploaded)) throw new ValidationError({ existing_additional_images: [PRODUCT_FORM_MESSAGES.unknownImage] });
    placed.add(uploaded);
    return { uploaded };
  };
  const ordered = choice.existingAdditional.map(slotOf);
  const candidates = [
    ...main,
    ...ordered,
    ...choice.additionalUploads.filter((uploaded) => !placed.has(uploaded)).map((uploaded) => ({ uploaded })),
  ];
  // An image named twice (say as main and in the gallery) is shown once, at its first place.
  const slots = candidates.filter(
    (slot, index) => !('kept' in slot) || candidates.findIndex((other) => 'kept' in other && other.kept === slot.kept) === index,
  );
  const keptImages = new Set(slots.flatMap((slot) => ('kept' in slot ? [slot.kept] : [])));
  return { slots, removed: current.filter((image) => !keptImages.has(image)) };
}
