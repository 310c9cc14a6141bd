import { LEGACY_IMAGE_VARIANTS } from '../../../shared/images.ts';
import type { AdminProductOutput } from '../../../shared/schemas/admin-catalog.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { copyProductImageVariants } from '../../images/product-image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import { Product, ProductImage } from '../pieces/entities.ts';
import { getAdminProduct } from './admin-products.service.ts';
import { discardProductImages } from './product-gallery.ts';

/** The longest a piece's name may be (the column's length). */
const NAME_LENGTH = 200;
const COPY_SUFFIX = ' (copy)';

/** `Levi's 501` → `Levi's 501 (copy)`, cut so the suffix always fits. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** What a copy takes of its piece: how it is described and priced, never how it is sold. */
function copiedFields(source: Product) {
  return {
    description: source.description,
    careInstructions: source.careInstructions,
    priceCentavos: source.priceCentavos,
    size: source.size,
    category: source.category,
    isNewArrival: source.isNewArrival,
    isSale: source.isSale,
    garmentType: source.garmentType,
    pitToPitUm: source.pitToPitUm,
    shoulderUm: source.shoulderUm,
    sleeveUm: source.sleeveUm,
    lengthUm: source.lengthUm,
    waistUm: source.waistUm,
    hipUm: source.hipUm,
    riseUm: source.riseUm,
    inseamUm: source.inseamUm,
    condition: source.condition,
    flaws: source.flaws,
    brand: source.brand,
    era: source.era,
    material: source.material,
  };
}

/**
 * A new Draft made from a piece, to list a run of like pieces fast (the audit's "duplicate a
 * product"): its words, price, size, category, labels and vintage details, and its photos copied to
 * keys of its own (so deleting either piece never takes the other's). Not its SKU (each piece has its
 * own), nor anything of its sale: no hold, reservation, queue, order or drop. A Draft shows to no
 * shopper, so what differs in the new piece (its flaws, its measurements) is put right before it goes
 * live. Photos are copied before the transaction and removed again if it fails.
 */
export async function duplicateProduct(em: Em, storage: Storage, id: number, now = new Date()): Promise<AdminProductOutput> {
  const source = await em.findOne(Product, { id }, { populate: ['images'] });
  if (!source) throw new NotFoundError('Product not found');
  const images = source.images.getItems();
  const copies: { image: ProductImage; key: string }[] = [];
  let copyId: number;
  try {
    for (const image of images) copies.push({ image, key: await copyProductImageVariants(storage, image.storageKey, image.variants ?? LEGACY_IMAGE_VARIANTS) });
    copyId = await em.transactional(async (tx) => {
      const copy = tx.create(Product, { ...copiedFields(source), name: copyName(source.name), status: 'Available', dropAt: null });
      for (const { image, key } of copies) {
        tx.create(ProductImage, { product: copy, storageKey: key, position: image.position, width: image.width, height: image.height, variants: image.variants });
      }
      await tx.flush();
      return copy.id;
    });
  } catch (error) {
    await discardProductImages(storage, copies.map(({ key }) => key));
    throw error;
  }
  return getAdminProduct(em.fork(), copyId, now);
}
