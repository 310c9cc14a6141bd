import type { QueryClient } from '@tanstack/react-query';
import type { ProductCard } from '../../shared/schemas/catalog.ts';
import { trpc } from './trpc.ts';

/** What may be told of a piece without fetching it: its availability, as a refused add or a live event says it. */
export type PieceAvailability = Partial<Pick<ProductCard, 'status' | 'hold_expires_at' | 'available_to_you'>>;

/** A card or a full product alike: both carry the availability fields, and keep every other field as it was. */
const patched = <Piece extends ProductCard>(product: Piece, id: number, change: PieceAvailability): Piece =>
  product.id === id ? { ...product, ...change } : product;

/**
 * Shows a piece as just learned on every card and page that lists it (the catalogue's pages, New
 * Drops, similar pieces, its own page), at once, without asking the catalogue again. The cart and the catalogue
 * both tell it, so it lives here rather than in either feature.
 */
export function patchPieceInCatalogue(queryClient: QueryClient, id: number, change: PieceAvailability): void {
  queryClient.setQueriesData<{ data: ProductCard[] }>({ queryKey: trpc.catalog.list.pathKey() }, (page) =>
    page && { ...page, data: page.data.map((product) => patched(product, id, change)) },
  );
  queryClient.setQueryData(trpc.catalog.newDrops.queryKey(), (drops) => drops?.map((product) => patched(product, id, change)));
  queryClient.setQueriesData<ProductCard[]>({ queryKey: trpc.catalog.similar.pathKey() }, (pieces) => pieces?.map((product) => patched(product, id, change)));
  queryClient.setQueryData(trpc.catalog.byId.queryKey({ id }), (product) => product && patched(product, id, change));
}
