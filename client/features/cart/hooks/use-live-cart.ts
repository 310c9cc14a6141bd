import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { applyPieceToCart } from '../live-cart.ts';

/** Keeps the cached cart's lines in step with the live stream, whichever screen is open. */
export function useLiveCart(): void {
  const queryClient = useQueryClient();
  useLiveEvent('piece', (event) => applyPieceToCart(queryClient, event));
}
