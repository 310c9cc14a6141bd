import type { AdminProductListOutput, AdminProductOutput } from '../../../shared/schemas/catalog.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { hasLiveReservation } from './availability.ts';
import { photosOf, productOutput, type ProductFilters } from './catalog.service.ts';
import type { ProductFields, ProductPhoto } from './product-list.sql.ts';
import { selectProductPage } from './product-list.sql.ts';
import { Product } from './product.entity.ts';

/** The owner's view of a piece: what shoppers see (as nobody's), and the manual states, a reservation while it runs. */
export function adminProductOutput(product: ProductFields, photos: ProductPhoto[], now: Date): AdminProductOutput {
  const reserved = hasLiveReservation(product, now);
  return {
    ...productOutput(product, photos, null, now),
    reserved_for: reserved ? (product.reservedFor ?? null) : null,
    reserved_until: reserved ? (product.reservedUntil?.toISOString() ?? null) : null,
    marked_sold_at: product.markedSoldAt?.toISOString() ?? null,
  };
}

/** The product manager's page: the catalogue's own query, each piece with its manual states. */
export async function listAdminProducts(em: Em, filters: ProductFilters, now = new Date()): Promise<AdminProductListOutput> {
  const { items, total } = await selectProductPage(em, filters);
  return {
    data: items.map(({ product, photos }) => adminProductOutput(product, photos, now)),
    meta: { page: filters.page, per_page: filters.per_page, total, last_page: Math.max(1, Math.ceil(total / filters.per_page)) },
  };
}

export async function getAdminProduct(em: Em, id: number, now = new Date()): Promise<AdminProductOutput> {
  const product = await em.findOne(Product, { id }, { populate: ['images'] });
  if (!product) throw new NotFoundError('Product not found');
  return adminProductOutput(product, photosOf(product), now);
}
