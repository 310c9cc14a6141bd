import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { applyPieceToCatalogue } from '../live-piece.ts';

/** Keeps every cached card and product page in step with the live stream, whichever screen is open. */
export function useLiveCatalogue(): void {
  const queryClient = useQueryClient();
  useLiveEvent('piece', (event) => applyPieceToCatalogue(queryClient, event));
}
