import type { AdminProductListOutput, AdminProductOutput } from '../../../shared/schemas/admin-catalog.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { hasLiveReservation, queueLengths, visibilityOf } from '../pieces/pieces.ts';
import { Drop, Product } from '../pieces/entities.ts';
import { photosOf, type ProductFilters } from './catalog.service.ts';
import { PRODUCT_PAGE, selectProductPage, type ProductFields, type ProductPhoto } from './product-list.sql.ts';
import { pageMeta, productOutput } from './product-output.ts';

/**
 * The owner's view of a piece: what shoppers see (as nobody's), its visibility and the drop whose time
 * it keeps (design.md §8 "Drops"), and the manual states, a reservation while it runs.
 */
function adminProductOutput(
  product: ProductFields,
  photos: ProductPhoto[],
  drops: Map<number, string>,
  dropId: number | null,
  queueLength: number,
  now: Date,
): AdminProductOutput {
  const reserved = hasLiveReservation(product, now);
  const dropName = dropId === null ? undefined : drops.get(dropId);
  return {
    ...productOutput(product, photos, null, now),
    visibility: visibilityOf(product, now),
    drop_at: product.dropAt?.toISOString() ?? null,
    drop: dropId !== null && dropName !== undefined ? { id: dropId, name: dropName } : null,
    reserved_for: reserved ? (product.reservedFor ?? null) : null,
    reserved_until: reserved ? (product.reservedUntil?.toISOString() ?? null) : null,
    marked_sold_at: product.markedSoldAt?.toISOString() ?? null,
    queue_length: queueLength,
  };
}

/** The names of the drops pieces belong to, in one query. */
async function dropNames(em: Em, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const drops = await em.find(Drop, { id: { $in: wanted } }, { fields: ['name'] });
  return new Map(drops.map((drop) => [drop.id, drop.name]));
}

/** The product manager's page: the catalogue's own query over every piece, Drafts and Scheduled ones too. */
export async function listAdminProducts(em: Em, filters: ProductFilters, now = new Date()): Promise<AdminProductListOutput> {
  const { items, total } = await selectProductPage(em, filters, null, PRODUCT_PAGE);
  const ids = items.map(({ product }) => product.id);
  const [drops, queues] = await Promise.all([dropNames(em, items.map(({ product }) => product.dropId)), queueLengths(em, ids, now)]);
  return {
    data: items.map(({ product, photos }) => adminProductOutput(product, photos, drops, product.dropId, queues.get(product.id) ?? 0, now)),
    meta: pageMeta(filters, total),
  };
}

export async function getAdminProduct(em: Em, id: number, now = new Date()): Promise<AdminProductOutput> {
  const product = await em.findOne(Product, { id }, { populate: ['images'] });
  if (!product) throw new NotFoundError('Product not found');
  const dropId = product.drop?.id ?? null;
  const [drops, queues] = await Promise.all([dropNames(em, [dropId]), queueLengths(em, [id], now)]);
  return adminProductOutput(product, photosOf(product), drops, dropId, queues.get(id) ?? 0, now);
}
