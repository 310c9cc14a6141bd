import { NEW_ARRIVALS_ON_HOME } from '../../../shared/constants.ts';
import type { ProductCard, ProductCardListOutput, ProductListOutput, ProductOutput } from '../../../shared/schemas/catalog.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { freeForAnyone, hasLiveQueue, isLive, turnsOf, type Turn } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { vintageDetailsOutput } from './vintage-details.ts';
import { photoOf } from './photo-output.ts';
import { CARD_PAGE, PRODUCT_PAGE, selectProductPage, type ProductFields, type ProductFilters, type ProductPhoto } from './product-list.sql.ts';
import { pageMeta, productCard, productOutput } from './product-output.ts';

export type { ProductFilters } from './product-list.sql.ts';

export function photosOf(product: Product): ProductPhoto[] {
  return product.images.isInitialized()
    ? product.images.getItems().map(photoOf)
    : [];
}

export function toProductOutput(product: Product, viewer: Buyer | null, now: Date, turns?: readonly Turn[]): ProductOutput {
  return productOutput(product, photosOf(product), viewer, now, turns);
}

export function toProductCard(product: Product, viewer: Buyer | null, now: Date): ProductCard {
  return productCard(product, photosOf(product)[0], viewer, now);
}

/**
 * A piece a shopper may not see (Draft or Scheduled) where a line of their cart still names it: the
 * line stays so that it can be removed, but says nothing of the piece (no name, price or photos).
 */
export function withheldProductOutput(product: ProductFields): ProductOutput {
  return {
    id: product.id,
    sku: null,
    name: 'Unavailable piece',
    description: '',
    careInstructions: '',
    price: 0,
    size: product.size,
    category: null,
    status: 'Sold',
    isNewArrival: false,
    isSale: false,
    image: null,
    images: [],
    photos: [],
    onhold_by_type: null,
    onhold_by_id: null,
    hold_expires_at: null,
    available_to_you: false,
    ...vintageDetailsOutput({}),
  };
}

/** A page of the catalogue with every product field (GET /products, docs/product/api.md "Products"). */
export async function listProducts(em: Em, filters: ProductFilters, viewer: Buyer | null, now = new Date()): Promise<ProductListOutput> {
  const { items, total } = await selectProductPage(em, filters, now, PRODUCT_PAGE);
  return { data: items.map(({ product, photos }) => productOutput(product, photos, viewer, now)), meta: pageMeta(filters, total) };
}

/** The same page as cards: what the web client's grids draw (design.md §3 "Grids get cards"). */
export async function listProductCards(em: Em, filters: ProductFilters, viewer: Buyer | null, now = new Date()): Promise<ProductCardListOutput> {
  const { items, total } = await selectProductPage(em, filters, now, CARD_PAGE);
  return { data: items.map(({ product, photos }) => productCard(product, photos[0], viewer, now)), meta: pageMeta(filters, total) };
}

/** The home page's New Drops, as cards: up to 8 new arrivals a shopper can still buy right now (docs/product/screens.md "Home"). */
export async function listNewDrops(em: Em, viewer: Buyer | null, now = new Date()): Promise<ProductCard[]> {
  const products = await em.find(
    Product,
    { isNewArrival: true, ...freeForAnyone(now) },
    { populate: ['images'], orderBy: [{ dropAt: 'desc' }, { id: 'desc' }], limit: NEW_ARRIVALS_ON_HOME },
  );
  return products.map((product) => toProductCard(product, viewer, now));
}

/** A live piece; a Draft or Scheduled one answers exactly as a missing one, so its existence does not leak. */
export async function findLiveProduct(em: Em, id: number, now: Date): Promise<Product> {
  const product = await em.findOne(Product, { id }, { populate: ['images'] });
  if (!product || !isLive(product, now)) throw new NotFoundError('Product not found');
  return product;
}

export async function getProduct(em: Em, id: number, viewer: Buyer | null, now = new Date()): Promise<ProductOutput> {
  const product = await findLiveProduct(em, id, now);
  // Only a viewer in line can find the piece theirs during a queue.
  const turns = viewer && hasLiveQueue(product, now) ? (await turnsOf(em, [product.id])).get(product.id) : undefined;
  return toProductOutput(product, viewer, now, turns);
}
