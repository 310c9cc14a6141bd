import type { EntityData } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { Em } from '../../db/orm.ts';
import { Product } from './product.entity.ts';
import { publishLive } from './live-change.ts';
import { pieceChange, type PieceRow } from './piece-change.ts';

/**
 * One UPDATE of the pieces `where` selects, and the live screens told what each became, from the rows
 * the UPDATE returns (so exactly the pieces it changed, as it left them), in the same transaction.
 * Answers the ids of the pieces it changed.
 */
export async function updatePiecesLive(tx: Em, where: QBFilterQuery<Product>, data: EntityData<Product>): Promise<number[]> {
  const rows = await tx
    .createQueryBuilder(Product)
    .update(data)
    .where(where)
    .returning(['id', 'status', 'holdBuyerKind', 'holdBuyerId', 'holdExpiresAt', 'reservedUntil', 'queueEndsAt', 'dropAt'])
    .execute<PieceRow[]>('all');
  await publishLive(tx, rows.map((row) => pieceChange(row)));
  return rows.map((row) => row.id);
}
