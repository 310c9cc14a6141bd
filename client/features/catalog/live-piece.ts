import type { QueryClient } from '@tanstack/react-query';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import { patchPieceInCatalogue } from '../../lib/catalog-cache.ts';
import { subscribeLive } from '../../lib/live/live-bus.ts';
import { availabilityOf } from '../../lib/live/piece-availability.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * A piece's live event on the catalogue's cards and pages: its availability is patched where it is
 * cached; what an event cannot tell (the piece gone, its details changed, which pieces a filtered page
 * holds) is asked again.
 */
export function applyPieceToCatalogue(queryClient: QueryClient, event: LivePieceEvent): void {
  // Patched before any invalidation: a patch marks a query fresh again, and would cancel it.
  if (event.listed) patchPieceInCatalogue(queryClient, event.id, availabilityOf(event));
  if (!event.listed || event.edited) void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
  // A sold piece leaves the pages that hide sold ones (the key matches every such page, whatever its other filters).
  else if (event.status === 'Sold') void queryClient.invalidateQueries({ queryKey: trpc.catalog.list.queryKey({ hide_sold: true }) });
}

/** Keeps every cached card and product page in step with the live stream, whichever screen is open. */
export function followLiveCatalogue(queryClient: QueryClient): () => void {
  return subscribeLive('piece', (event) => applyPieceToCatalogue(queryClient, event));
}
