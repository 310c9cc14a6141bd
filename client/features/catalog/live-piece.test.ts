import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import type { ProductCard, ProductOutput } from '../../../shared/schemas/catalog.ts';
import { trpc } from '../../lib/trpc.ts';
import { applyPieceToCatalogue } from './live-piece.ts';

/** A whole card, as the lists answer it: a patch must keep it a card, every field as it was but the availability. */
const card = (id: number): ProductCard => ({
  id,
  name: `Piece ${id}`,
  price: 500,
  size: 'm',
  status: 'Available',
  isNewArrival: false,
  isSale: true,
  photos: [],
  hold_expires_at: null,
  available_to_you: true,
  condition: 'good',
});
const product = (id: number): ProductOutput =>
  ({ ...card(id), description: `<p>Piece ${id}</p>`, careInstructions: '' }) as ProductOutput;
const meta = { page: 1, last_page: 1, per_page: 24, total: 2 };
const expiry = '2026-01-01T10:00:00.000Z';

function pieceEvent(change: Partial<LivePieceEvent>): LivePieceEvent {
  return { type: 'piece', id: 2, status: 'OnHold', hold_expires_at: expiry, held_by_you: false, listed: true, edited: false, ...change };
}

function cachedCatalogue() {
  const queryClient = new QueryClient();
  const listKey = trpc.catalog.list.queryKey({ size: 'm' });
  const hideSoldKey = trpc.catalog.list.queryKey({ hide_sold: true, page: 2 });
  queryClient.setQueryData(listKey, { data: [card(1), card(2)], meta });
  queryClient.setQueryData(hideSoldKey, { data: [card(2)], meta });
  queryClient.setQueryData(trpc.catalog.newDrops.queryKey(), [card(2), card(3)]);
  queryClient.setQueryData(trpc.catalog.byId.queryKey({ id: 2 }), product(2));
  queryClient.setQueryData(trpc.catalog.byId.queryKey({ id: 3 }), product(3));
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { queryClient, listKey, hideSoldKey, invalidated };
}

describe("a piece's live event on the catalogue", () => {
  it('patches that piece, and only it, on every card of every list and New Drops and on its own page, asking nothing again', () => {
    const { queryClient, listKey, invalidated } = cachedCatalogue();
    applyPieceToCatalogue(queryClient, pieceEvent({}));

    const held = { status: 'OnHold', hold_expires_at: expiry, available_to_you: false };
    const untouched = { status: 'Available', hold_expires_at: null, available_to_you: true };
    expect(queryClient.getQueryData(listKey)?.data).toEqual([card(1), { ...card(2), ...held }]);
    expect(queryClient.getQueryData(trpc.catalog.newDrops.queryKey())).toEqual([{ ...card(2), ...held }, card(3)]);
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 2 }))).toEqual({ ...product(2), ...held });
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 3 }))).toMatchObject(untouched);
    expect(invalidated()).toEqual([]);
  });

  it('leaves a piece its viewer holds takeable by them', () => {
    const { queryClient } = cachedCatalogue();
    applyPieceToCatalogue(queryClient, pieceEvent({ held_by_you: true }));
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 2 }))).toMatchObject({ status: 'OnHold', available_to_you: true });
  });

  it('asks again the pages that hide sold pieces when one is sold', () => {
    const { queryClient, hideSoldKey, invalidated } = cachedCatalogue();
    applyPieceToCatalogue(queryClient, pieceEvent({ status: 'Sold', hold_expires_at: null }));
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 2 }))).toMatchObject({ status: 'Sold', available_to_you: false });
    expect(invalidated()).toEqual([hideSoldKey]);
  });

  it('asks the whole catalogue again when a piece is edited or leaves the shop', () => {
    for (const change of [{ edited: true }, { listed: false }]) {
      const { queryClient, invalidated } = cachedCatalogue();
      applyPieceToCatalogue(queryClient, pieceEvent(change));
      expect(invalidated()).toHaveLength(5);
    }
  });
});
