import { raw, type QueryOrderMap } from '@mikro-orm/core';
import type { ProductCard } from '../../../shared/schemas/catalog.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { freeForAnyone } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { findLiveProduct, toProductCard } from './catalog.service.ts';

/** A row of cards under a piece: two rows on a phone, one or two on a laptop. */
export const SIMILAR_PIECES = 8;

/**
 * The measurement that says whether a piece fits, by its garment type: the waist for bottoms, pit to
 * pit for everything worn on the chest (tops, outerwear, dresses) and for a piece of no stated type.
 */
function fitMeasurement(product: Product): { column: 'waist_um' | 'pit_to_pit_um'; value: number | null | undefined } {
  return product.garmentType === 'bottoms' ? { column: 'waist_um', value: product.waistUm } : { column: 'pit_to_pit_um', value: product.pitToPitUm };
}

/**
 * Pieces like `product` that a shopper can buy now, best first: what a sold piece's page (and its
 * shared link) offers instead (design.md §8 "Sold pieces keep selling"). Only pieces free for anyone (availability.ts `freeForAnyone`:
 * live, Available, no hold, reservation or queue), never the piece itself, at most SIMILAR_PIECES, in
 * this order:
 * 1. same category and same size, then the same category or the same size, then the rest (a piece
 *    with no category matches none by category), so the grid is full whenever the shop has pieces;
 * 2. the same garment type first, when the piece has one;
 * 3. the nearest fit measurement (`fitMeasurement`): the smallest difference first, pieces without it
 *    after those with it; not a key when the piece itself was not measured;
 * 4. the newest on sale (`drop_at`), then the highest id, so the order is total.
 */
export async function similarPieces(em: Em, id: number, viewer: Buyer | null, now = new Date()): Promise<ProductCard[]> {
  const product = await findLiveProduct(em, id, now);
  const orderBy: QueryOrderMap<Product>[] = [
    {
      [raw((alias) => `(case when ${alias}.category = ? then 0 else 1 end) + (case when ${alias}.size = ? then 0 else 1 end)`, [
        product.category ?? null,
        product.size,
      ])]: 'asc',
    },
  ];
  if (product.garmentType) {
    orderBy.push({ [raw((alias) => `case when ${alias}.garment_type = ? then 0 else 1 end`, [product.garmentType])]: 'asc' });
  }
  const fit = fitMeasurement(product);
  if (fit.value !== null && fit.value !== undefined) {
    orderBy.push({ [raw((alias) => `abs(${alias}.${fit.column} - ?)`, [fit.value])]: 'asc nulls last' });
  }
  orderBy.push({ dropAt: 'desc' }, { id: 'desc' });
  const similar = await em.find(
    Product,
    { id: { $ne: product.id }, ...freeForAnyone(now) },
    { populate: ['images'], orderBy, limit: SIMILAR_PIECES },
  );
  return similar.map((piece) => toProductCard(piece, viewer, now));
}
