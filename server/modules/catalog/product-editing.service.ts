import { orderStatusName } from '../../../shared/constants.ts';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { pesosToCentavos } from '../../../shared/money.ts';
import { MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES, type ProductFormFields } from '../../../shared/schemas/admin-catalog.ts';
import type { AdminProductOutput } from '../../../shared/schemas/admin-catalog.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { sanitizeRichText } from '../../html/sanitize.ts';
import type { Storage } from '../../storage/storage.ts';
import { holdersOf, isOpen, letGo, markedSoldConflict, openOrderWith, pieceChange, publishLive, releaseHold, scheduleTurns } from '../pieces/pieces.ts';
import { Product, ProductImage } from '../pieces/entities.ts';
import { getAdminProduct } from './admin-products.service.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { discardProductImages, keptReferences, planGallery, storeProductImages, type Upload } from './product-gallery.ts';
import { applyVisibility, type ProductActor } from './product-visibility.ts';
import { vintageDetailColumns } from './vintage-details.ts';

function productFields(input: ProductFormFields) {
  return {
    sku: input.sku,
    name: input.name,
    // design.md §1: rich text is cleaned once, when saved, and rendered as stored.
    description: sanitizeRichText(input.description),
    careInstructions: sanitizeRichText(input.care_instructions),
    priceCentavos: pesosToCentavos(input.price),
    size: input.size,
    isNewArrival: input.is_new_arrival,
    isSale: input.is_sale,
    ...(input.category !== undefined && { category: input.category }),
    ...vintageDetailColumns(input),
  };
}

function uploadsOf(input: ProductFormFields): Upload[] {
  return [
    ...(input.image ? [{ file: input.image, field: 'image' }] : []),
    ...input.additional_images.map((file) => ({ file, field: 'additional_images' })),
  ];
}

function assertImageCount(input: ProductFormFields): void {
  const count = (input.image || input.existing_image ? 1 : 0) + keptReferences(input.existing_additional_images).length + input.additional_images.length;
  if (count > MAX_PRODUCT_IMAGES) throw new ValidationError({ additional_images: [PRODUCT_FORM_MESSAGES.tooManyImages] });
}

export async function lockedProduct(tx: Em, id: number): Promise<Product> {
  const product = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!product) throw new NotFoundError('Product not found');
  return product;
}

async function assertSkuFree(tx: Em, sku: string | null, id: number | null): Promise<void> {
  if (!sku) return;
  const taken = await tx.count(Product, { sku, ...(id !== null && { id: { $ne: id } }) });
  if (taken > 0) throw new ValidationError({ sku: [PRODUCT_FORM_MESSAGES.skuTaken] });
}

/**
 * Creates (id null) or replaces a product with its gallery. Images are stored before the
 * transaction (storage is no database) and removed again if it fails; images the save drops are
 * removed only after it commits, so a failed save never loses a picture.
 */
async function saveProduct(
  em: Em,
  storage: Storage,
  actor: ProductActor,
  id: number | null,
  input: ProductFormFields,
  now: Date,
): Promise<AdminProductOutput> {
  assertImageCount(input);
  const stored = await storeProductImages(storage, uploadsOf(input));
  const mainUpload = input.image ? stored[0] : undefined;
  const additionalUploads = stored.slice(mainUpload ? 1 : 0);
  try {
    const saved = await em.transactional(async (tx) => {
      await assertSkuFree(tx, input.sku, id);
      const saved = id === null ? null : await lockedProduct(tx, id);
      const dropAtBefore = saved ? (saved.dropAt ?? null) : undefined;
      const product = saved ? tx.assign(saved, productFields(input)) : tx.create(Product, productFields(input));
      const wasLive = await applyVisibility(tx, actor, product, dropAtBefore, input, now);
      const current = id === null ? [] : await tx.find(ProductImage, { product: id }, { orderBy: { position: 'asc' } });
      const { slots, removed } = planGallery(current, {
        mainUpload,
        existingMain: input.existing_image,
        existingAdditional: input.existing_additional_images,
        additionalUploads,
      });
      for (const image of removed) tx.remove(image);
      slots.forEach((slot, position) => {
        if ('kept' in slot) slot.kept.position = position;
        else {
          const { key, width, height, variants } = slot.uploaded;
          tx.create(ProductImage, { product, storageKey: key, position, width, height, variants });
        }
      });
      await tx.flush();
      // A new piece is listed; any save may change what screens show of it (name, price, photos), or hide it.
      await publishLive(tx, [pieceChange(product, { edited: true, wasLive })]);
      return { id: product.id, removedKeys: removed.map((image) => image.storageKey) };
    });
    await discardProductImages(storage, saved.removedKeys);
    return await getAdminProduct(em.fork(), saved.id, now);
  } catch (error) {
    await discardProductImages(storage, stored.map((image) => image.key));
    // The only unique column of a product: two saves raced for one SKU and this one lost.
    if (error instanceof UniqueConstraintViolationException) throw new ValidationError({ sku: [PRODUCT_FORM_MESSAGES.skuTaken] });
    throw error;
  }
}

export function createProduct(em: Em, storage: Storage, actor: ProductActor, input: ProductFormFields, now = new Date()): Promise<AdminProductOutput> {
  return saveProduct(em, storage, actor, null, input, now);
}

export function updateProduct(
  em: Em,
  storage: Storage,
  actor: ProductActor,
  id: number,
  input: ProductFormFields,
  now = new Date(),
): Promise<AdminProductOutput> {
  return saveProduct(em, storage, actor, id, input, now);
}

/**
 * Deletes a product unless an open order still needs it (its buyer is waiting for it). Delivered and
 * cancelled orders keep their items, which carry the name and price they were bought at.
 */
export async function deleteProduct(em: Em, storage: Storage, id: number): Promise<void> {
  const imageKeys = await em.transactional(async (tx) => {
    const product = await lockedProduct(tx, id);
    const openOrderId = await openOrderWith(tx, id);
    if (openOrderId !== null) {
      throw new ConflictError(
        `This product is in order #${openOrderId}, which is still open, so it cannot be deleted. Cancel or complete that order first.`,
      );
    }
    const images = await tx.find(ProductImage, { product: id }, { fields: ['storageKey'] });
    // Images and cart lines go with the product (on delete cascade); order items keep their copy.
    await tx.nativeDelete(Product, { id });
    await publishLive(tx, [pieceChange(product, { listed: false })]);
    return images.map((image) => image.storageKey);
  });
  await discardProductImages(storage, imageKeys);
}

/**
 * design.md §2: restock puts a piece back on sale: Available, with no hold. Refused while an open order
 * holds it (its buyer is still waiting for it), or while it is marked sold (undoing that is the way back);
 * a delivered order's hold ends, as the piece came back.
 */
export async function restockProduct(em: Em, id: number, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<AdminProductOutput> {
  await em.transactional(async (tx) => {
    const product = await lockedProduct(tx, id);
    const holder = (await holdersOf(tx, [id])).get(id);
    if (holder && isOpen(holder.status)) {
      throw new ConflictError(`This piece is in order #${holder.orderId} (${orderStatusName(holder.status)}). Cancel that order before restocking it.`);
    }
    if (product.markedSoldAt) throw markedSoldConflict(product, 'it cannot be restocked');
    if (holder) await letGo(tx, holder);
    product.status = 'Available';
    releaseHold(product);
    await tx.flush();
    await publishLive(tx, [pieceChange(product)]);
    // A hold it ended hands the piece to its queue's first in line, who is told.
    await scheduleTurns(tx, [id], now, mail);
  });
  return getAdminProduct(em.fork(), id, now);
}
