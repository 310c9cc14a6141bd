import type { QueryClient } from '@tanstack/react-query';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import { availabilityOf } from '../../lib/live/piece-availability.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * A piece's live event on an open drop's page, as the catalogue takes it: a piece of the drop held or
 * sold is patched at once; one gone or edited has the drop asked for again; any other piece is ignored.
 */
export function applyPieceToDrop(queryClient: QueryClient, slug: string, event: LivePieceEvent): void {
  const key = trpc.drops.bySlug.queryKey({ slug });
  const drop = queryClient.getQueryData(key);
  if (!drop?.products?.some((product) => product.id === event.id)) return;
  if (!event.listed || event.edited) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const products = drop.products.map((product) => (product.id === event.id ? { ...product, ...availabilityOf(event) } : product));
  queryClient.setQueryData(key, { ...drop, products });
}
