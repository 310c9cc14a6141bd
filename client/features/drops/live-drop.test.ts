import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import type { ProductCard } from '../../../shared/schemas/catalog.ts';
import type { PublicDropOutput } from '../../../shared/schemas/drops.ts';
import { trpc } from '../../lib/trpc.ts';
import { applyPieceToDrop } from './live-drop.ts';

const product = (id: number): ProductCard =>
  ({ id, name: `Piece ${id}`, status: 'Available', hold_expires_at: null, available_to_you: true }) as ProductCard;
const expiry = '2026-01-01T10:00:00.000Z';
const event = (change: Partial<LivePieceEvent>): LivePieceEvent => ({
  type: 'piece',
  id: 2,
  status: 'OnHold',
  hold_expires_at: expiry,
  held_by_you: false,
  listed: true,
  edited: false,
  ...change,
});

function cachedDrop() {
  const queryClient = new QueryClient();
  const key = trpc.drops.bySlug.queryKey({ slug: 'friday' });
  queryClient.setQueryData(key, { slug: 'friday', products: [product(1), product(2)] } as PublicDropOutput);
  const invalidated = () => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, key, invalidated };
}

describe("a piece's live event on a drop's page", () => {
  it('patches that piece of the drop at once, asking nothing again', () => {
    const { queryClient, key, invalidated } = cachedDrop();
    applyPieceToDrop(queryClient, 'friday', event({}));
    expect(queryClient.getQueryData(key)?.products?.map((piece) => [piece.id, piece.status, piece.available_to_you])).toEqual([
      [1, 'Available', true],
      [2, 'OnHold', false],
    ]);
    expect(invalidated()).toBe(false);
  });

  it('asks for the drop again when one of its pieces is gone or edited, and ignores other pieces', () => {
    const other = cachedDrop();
    applyPieceToDrop(other.queryClient, 'friday', event({ id: 9, listed: false }));
    expect(other.invalidated()).toBe(false);
    const gone = cachedDrop();
    applyPieceToDrop(gone.queryClient, 'friday', event({ listed: false }));
    expect(gone.invalidated()).toBe(true);
  });
});
