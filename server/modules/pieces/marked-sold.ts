import { momentText } from '../../../shared/moment-text.ts';
import { ConflictError } from '../../errors.ts';
import type { Product } from './product.entity.ts';

/** The refusal of anything that would put a marked-sold piece back in play, other than undoing the mark. */
export function markedSoldConflict(product: Pick<Product, 'name' | 'markedSoldAt'>, consequence: string): ConflictError {
  const when = product.markedSoldAt ? momentText(product.markedSoldAt) : 'an earlier date';
  return new ConflictError(`${product.name} was marked sold on ${when}, so ${consequence}. Undo that first.`);
}
