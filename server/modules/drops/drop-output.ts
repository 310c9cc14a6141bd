import { raw } from '@mikro-orm/core';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../shared/images.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import type { DropOutput, DropPieceOutput, DropStatus, DropSummaryOutput } from '../../../shared/schemas/drops.ts';
import type { Em } from '../../db/orm.ts';
import { photoOf } from '../catalog/photo-output.ts';
import { Product, type Drop } from '../pieces/entities.ts';

const COVER_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 800;

/** Read from the clock like a piece's own visibility: a drop is Open once its time has passed. */
export function dropStatus(drop: Drop, now: Date): DropStatus {
  if (drop.cancelledAt) return 'Cancelled';
  return drop.dropAt.getTime() <= now.getTime() ? 'Open' : 'Upcoming';
}

export function hasOpened(drop: Drop, now: Date): boolean {
  return drop.dropAt.getTime() <= now.getTime();
}

export function toDropSummary(drop: Drop, now: Date): DropSummaryOutput {
  return {
    slug: drop.slug,
    name: drop.name,
    description: drop.description,
    cover_key: drop.coverKey ?? null,
    drop_at: drop.dropAt.toISOString(),
    status: dropStatus(drop, now),
  };
}

export function toDropOutput(drop: Drop, pieceCount: number, now: Date): DropOutput {
  return {
    ...toDropSummary(drop, now),
    id: drop.id,
    cover_url: drop.coverKey ? imageVariantUrl(drop.coverKey, COVER_WIDTH) : null,
    show_teaser: drop.showTeaser,
    cancelled_at: drop.cancelledAt?.toISOString() ?? null,
    piece_count: pieceCount,
  };
}

/** A piece as the owner's drop screens list it; `images` must be loaded. */
export function toDropPiece(product: Product): DropPieceOutput {
  const first = product.images.isInitialized() ? product.images.getItems()[0] : undefined;
  return {
    id: product.id,
    name: product.name,
    sku: product.sku ?? null,
    price: centavosToPesos(product.priceCentavos),
    photo: first ? photoOf(first) : null,
  };
}

/** How many pieces each drop holds, in one grouped query. */
export async function pieceCounts(em: Em, dropIds: number[]): Promise<Map<number, number>> {
  if (dropIds.length === 0) return new Map();
  const rows = await em
    .createQueryBuilder(Product, 'p')
    .select([raw('p.drop_id as drop_id'), raw('count(*) as count')])
    .where({ drop: { $in: dropIds } })
    .groupBy(raw('p.drop_id'))
    .execute<{ drop_id: number; count: string | number }[]>('all', false);
  return new Map(rows.map((row) => [Number(row.drop_id), Number(row.count)]));
}
