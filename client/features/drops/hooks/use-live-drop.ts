import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { applyPieceToDrop } from '../live-drop.ts';

/** Keeps the drop page's cards in step with the live stream while it is open. */
export function useLiveDrop(slug: string): void {
  const queryClient = useQueryClient();
  useLiveEvent('piece', (event) => applyPieceToDrop(queryClient, slug, event));
}
