import { raw } from '@mikro-orm/sql';
import { NEW_ARRIVALS_ON_HOME } from '../../../shared/constants.ts';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../shared/images.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import type { ProductListOutput, ProductOutput } from '../../../shared/schemas/catalog.ts';
import type { Buyer } from '../../buyer.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { effectiveStatus, hasLiveHold, isHeldBy } from './product-status.ts';
import { Product } from './product.entity.ts';

const LARGEST_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 800;

export type ProductFilters = {
  search?: string;
  size?: Product['size'];
  category?: Product['category'];
  hide_sold?: boolean;
  is_new_arrival?: boolean;
  is_sale?: boolean;
  page: number;
  per_page: number;
};

export function toProductOutput(product: Product, viewer: Buyer | null, now: Date): ProductOutput {
  const photos = product.images.isInitialized()
    ? product.images.getItems().map((image) => ({ key: image.storageKey, width: image.width, height: image.height }))
    : [];
  const live = hasLiveHold(product, now);
  return {
    id: product.id,
    sku: product.sku ?? null,
    name: product.name,
    description: product.description,
    careInstructions: product.careInstructions,
    price: centavosToPesos(product.priceCentavos),
    size: product.size,
    category: product.category ?? null,
    status: effectiveStatus(product, now),
    isNewArrival: product.isNewArrival,
    isSale: product.isSale,
    image: photos[0] ? imageVariantUrl(photos[0].key, LARGEST_WIDTH) : null,
    images: photos.map((photo) => imageVariantUrl(photo.key, LARGEST_WIDTH)),
    photos,
    onhold_by_type: live ? (product.holdBuyerKind ?? null) : null,
    onhold_by_id: isHeldBy(product, viewer, now) ? (viewer?.id ?? null) : null,
    hold_expires_at: live ? (product.holdExpiresAt?.toISOString() ?? null) : null,
  };
}

const SOLD_LAST = raw((alias: string) => `case when ${alias}.status = 'Sold' then 1 else 0 end`);

export async function listProducts(
  em: Em,
  filters: ProductFilters,
  viewer: Buyer | null,
  now = new Date(),
): Promise<ProductListOutput> {
  const where = {
    ...(filters.size && { size: filters.size }),
    ...(filters.category && { category: filters.category }),
    ...(filters.hide_sold && { status: { $ne: 'Sold' as const } }),
    ...(filters.is_new_arrival && { isNewArrival: true }),
    ...(filters.is_sale && { isSale: true }),
    ...(filters.search && {
      $or: [{ name: { $ilike: containsPattern(filters.search) } }, { description: { $ilike: containsPattern(filters.search) } }],
    }),
  };
  const [products, total] = await em.findAndCount(Product, where, {
    populate: ['images'],
    // Sold pieces last (spec §5), newest first; the id makes the order total, so pages never overlap.
    orderBy: [{ [SOLD_LAST]: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    limit: filters.per_page,
    offset: (filters.page - 1) * filters.per_page,
  });
  return {
    data: products.map((product) => toProductOutput(product, viewer, now)),
    meta: {
      page: filters.page,
      per_page: filters.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / filters.per_page)),
    },
  };
}

/** The home page's New Drops: up to 8 new arrivals a shopper can still buy right now (spec §9). */
export async function listNewDrops(em: Em, viewer: Buyer | null, now = new Date()): Promise<ProductOutput[]> {
  const products = await em.find(
    Product,
    {
      isNewArrival: true,
      status: 'Available',
      $or: [{ holdExpiresAt: null }, { holdExpiresAt: { $lte: now } }],
    },
    { populate: ['images'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: NEW_ARRIVALS_ON_HOME },
  );
  return products.map((product) => toProductOutput(product, viewer, now));
}

export async function getProduct(em: Em, id: number, viewer: Buyer | null, now = new Date()): Promise<ProductOutput> {
  const product = await em.findOne(Product, { id }, { populate: ['images'] });
  if (!product) throw new NotFoundError('Product not found');
  return toProductOutput(product, viewer, now);
}
