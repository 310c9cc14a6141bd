import type { ProductEventKind } from '../../../shared/admin-constants.ts';
import type { ProductEventOutput } from '../../../shared/schemas/admin-catalog.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { User } from '../users/user.entity.ts';
import { ProductEvent, type ProductEventDetail } from './product-event.entity.ts';
import { Product } from '../pieces/entities.ts';
import { auditEventOutput } from '../../db/audit-event-output.ts';

/** The admin who acted, as the router's `ctx.user` gives them. */
export type ProductActor = { id: number; email: string };

/** Records what `actor` did to a piece, in the caller's transaction: it stands or falls with the change. Persisted, not flushed. */
export function recordProductEvent(tx: Em, actor: ProductActor, productId: number, kind: ProductEventKind, detail: ProductEventDetail = {}): void {
  tx.create(ProductEvent, {
    product: tx.getReference(Product, productId),
    kind,
    actor: tx.getReference(User, actor.id),
    actorEmail: actor.email,
    detail,
  });
}

/** A piece's record, newest first: the owner reads the latest act at the top. */
export async function listProductEvents(em: Em, productId: number): Promise<ProductEventOutput[]> {
  if ((await em.count(Product, { id: productId })) === 0) throw new NotFoundError('Product not found');
  const events = await em.find(ProductEvent, { product: productId }, { orderBy: { id: 'desc' } });
  return events.map(auditEventOutput);
}
