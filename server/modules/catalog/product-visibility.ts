import { PRODUCT_FORM_MESSAGES, type ProductFormFields } from '../../../shared/schemas/admin-catalog.ts';
import type { Em } from '../../db/orm.ts';
import { ValidationError } from '../../errors.ts';
import { User } from '../users/user.entity.ts';
import { isLive, releaseHold, visibilityOf } from '../pieces/pieces.ts';
import { Drop, type Product } from '../pieces/entities.ts';
import { ProductEvent } from './product-event.entity.ts';

/** The admin who saves a piece: the router's `ctx.user`. */
export type ProductActor = { id: number; email: string };

type VisibilityInput = Pick<ProductFormFields, 'visibility' | 'drop_at'>;

/**
 * The `drop_at` a save asks for (design.md §8 "Visibility"): now for Live (a piece already live keeps the time it went
 * live), null for Draft, the given time for Scheduled, which must be in the future by the server's
 * clock. Nothing asked (undefined): a new piece is live now, a saved one stays as it is.
 */
function requestedDropAt(current: Date | null | undefined, input: VisibilityInput, now: Date): Date | null | undefined {
  switch (input.visibility) {
    case undefined:
      return current === undefined ? now : undefined;
    case 'live':
      return current && isLive({ dropAt: current }, now) ? current : now;
    case 'draft':
      return null;
    case 'scheduled':
      if (!input.drop_at) throw new ValidationError({ drop_at: [PRODUCT_FORM_MESSAGES.dropAtRequired] });
      if (input.drop_at.getTime() <= now.getTime()) throw new ValidationError({ drop_at: [PRODUCT_FORM_MESSAGES.dropAtPast] });
      return input.drop_at;
  }
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Sets a piece's visibility as the form asks, in the save's transaction, and records the change as a
 * `visibility` product event (from and to). A piece in a drop keeps its drop's time: changing it is
 * refused with a field error (the Drops screen moves the drop). A piece leaving the shop (Draft or
 * Scheduled again) loses any hold on it: no one may take it until it is live again.
 * `current` is the piece's `drop_at` before the save, undefined for a new piece. Answers whether the
 * save hid a piece that was live (its live change must tell shoppers' screens, live-change.ts).
 */
export async function applyVisibility(
  tx: Em,
  actor: ProductActor,
  product: Product,
  current: Date | null | undefined,
  input: VisibilityInput,
  now: Date,
): Promise<boolean> {
  const wanted = requestedDropAt(current, input, now);
  if (wanted === undefined || (current !== undefined && sameTime(current, wanted))) return false;
  if (product.drop) {
    const drop = await tx.findOneOrFail(Drop, product.drop.id, { fields: ['name'] });
    throw new ValidationError({ drop_at: [PRODUCT_FORM_MESSAGES.inDrop(drop.name)] });
  }
  product.dropAt = wanted;
  const hidden = !isLive(product, now);
  if (hidden) releaseHold(product);
  tx.create(ProductEvent, {
    product,
    kind: 'visibility',
    actor: tx.getReference(User, actor.id),
    actorEmail: actor.email,
    detail: {
      from: current === undefined ? null : visibilityOf({ dropAt: current }, now),
      to: visibilityOf(product, now),
      drop_at: wanted?.toISOString() ?? null,
    },
  });
  return hidden && isLive({ dropAt: current ?? null }, now);
}
